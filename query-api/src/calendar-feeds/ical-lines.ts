// The content lines of RFC 5545 §3.1 and the value formats the feed writes.

const MAX_OCTETS = 75;

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line, folded so that no line exceeds 75 octets (the space that starts a
 * continuation counts), never inside a multi-byte UTF-8 character; ends with CRLF.
 */
export function contentLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.map((part) => `${part}\r\n`).join('');
}

/** An instant as a UTC DATE-TIME (§3.3.5 form 2): 20261201T060000Z. */
export function utcDateTime(instant: string | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A wall-clock date and `HH:MM` as a local DATE-TIME (§3.3.5 forms 1 and 3): 20261201T220000. */
export function localDateTime(date: string, time: string): string {
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
}
