import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { appLink, publicUrlOf } from './public-url.ts';

/** A logger whose lines a test can read. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

describe('the base of the links Rostra makes', () => {
  it('is PUBLIC_URL when it is set, without a trailing slash, and warns of nothing', () => {
    const { logger, lines } = recordingLogger();
    expect(publicUrlOf('https://rota.example.org/', 'http://localhost:8080', logger)).toBe('https://rota.example.org');
    expect(lines).toEqual([]);
  });

  it('is the address the server listens on when PUBLIC_URL is unset, with a warning at start-up', () => {
    const { logger, lines } = recordingLogger();
    expect(publicUrlOf(undefined, 'http://localhost:41234', logger)).toBe('http://localhost:41234');
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: expect.stringMatching(/^PUBLIC_URL is not set/) })]);
  });

  it('makes absolute links to pages of the app', () => {
    expect(appLink('https://rota.example.org/', '/invitations/abc/accept')).toBe('https://rota.example.org/invitations/abc/accept');
  });
});
