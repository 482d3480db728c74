import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailStreamNames, unkeyedEmailStream } from './email-streams.ts';

const KEY = 'a personal data key of at least thirty-two characters';

describe("the stream of an address's claim", () => {
  const names = emailStreamNames(KEY);

  it('is not the plain SHA-256 of the address: a guessed address cannot be confirmed from the log without the key', () => {
    const plain = createHash('sha256').update('ann@example.com').digest('hex');
    expect(names('ann@example.com')).toMatch(/^user-email-[0-9a-f]{64}$/);
    expect(names('ann@example.com')).not.toBe(`user-email-${plain}`);
    expect(unkeyedEmailStream('ann@example.com')).toBe(`user-email-${plain}`);
    expect(emailStreamNames(`${KEY}, another`)('ann@example.com')).not.toBe(names('ann@example.com'));
  });

  it('is one stream for every casing and surrounding space of an address, another for another address', () => {
    expect(names(' Ann@Example.COM ')).toBe(names('ann@example.com'));
    expect(names('anne@example.com')).not.toBe(names('ann@example.com'));
  });
});
