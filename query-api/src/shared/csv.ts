// CSV as every export of the API writes it: the audit trail and a month's schedule.

/**
 * Whether a spreadsheet would run the text as a formula: it starts with =, +, -, @, tab or CR, or
 * with a full-width or small form of one (＝ ＋ － ＠ ﹦ …), which spreadsheets in East Asian
 * locales read as the same sign. NFKC folds those forms onto the ASCII ones.
 */
const startsFormula = (text: string) => /^[=+\-@\t\r]/.test(text.slice(0, 1).normalize('NFKC'));

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text a spreadsheet would run as a formula is prefixed with a quote mark: notes are typed by
 * users, and an export must not execute them.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (startsFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
