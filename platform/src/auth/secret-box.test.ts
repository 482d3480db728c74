import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

const box = new SecretBox('a configured key of at least thirty-two characters');

describe('the secret box', () => {
  it('opens what it sealed, for the same context', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same secret differently each time (random IV)', () => {
    expect(box.seal('same', 'u')).not.toBe(box.seal('same', 'u'));
  });

  it('refuses another context, another key and a tampered box', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(box.open(sealed, 'user-2')).toBeNull();
    expect(new SecretBox('another key of at least thirty-two characters!').open(sealed, 'user-1')).toBeNull();
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(box.open([version, iv, tag, flipped].join('.'), 'user-1')).toBeNull();
    expect(box.open('garbage', 'user-1')).toBeNull();
  });
});
