import { afterEach, describe, expect, it } from 'vitest';
import type { SubjectKeyStore } from '../key-store.ts';

export const CONTRACT_KEY = 'a personal data key of at least thirty-two characters';

export interface KeyStoreFixture {
  store: SubjectKeyStore;
  /** The store's raw contents (rows or documents), to check that keys are sealed at rest. */
  raw(): Promise<string>;
  /** Another store on the same keys with another PERSONAL_DATA_KEY. */
  openWithKey(configuredKey: string): Promise<SubjectKeyStore>;
  cleanup(): Promise<void>;
}

/** What every key store does; run by each adapter's test. */
export function keyStoreContract(name: string, open: () => Promise<KeyStoreFixture>): void {
  describe(`${name} key store`, () => {
    let fixture: KeyStoreFixture | undefined;
    const given = async () => (fixture = await open());
    afterEach(async () => {
      await fixture?.cleanup();
      fixture = undefined;
    });

    it('makes a key once per subject and returns the same one after', async () => {
      const { store } = await given();
      expect(await store.lastErasure()).toBe(0);
      const made = await store.keys(['user:u1', 'member:m1', 'user:u1'], { create: true });
      expect([...made.keys()]).toEqual(['user:u1', 'member:m1']);
      const again = await store.keys(['user:u1', 'member:m1', 'user:u2']);
      expect(again.get('user:u1')).toEqual(made.get('user:u1'));
      expect(again.get('member:m1')).toEqual(made.get('member:m1'));
      expect(again.has('user:u2')).toBe(false);
    });

    it('keeps keys sealed at rest, openable only with the configured key', async () => {
      const { store, raw, openWithKey } = await given();
      const key = (await store.keys(['user:u1'], { create: true })).get('user:u1');
      if (!key || !('key' in key)) throw new Error('no key made');
      const stored = await raw();
      expect(stored).not.toContain(key.key.toString('base64'));
      expect(stored).not.toContain(key.key.toString('hex'));
      const other = await openWithKey('another personal data key of thirty-two characters');
      await expect(other.keys(['user:u1'])).rejects.toThrow(/PERSONAL_DATA_KEY/);
      await other.close();
    });

    it('erases subjects for good: one former member number for all of them, the next for the next erasure', async () => {
      const { store, raw } = await given();
      const made = await store.keys(['user:u1', 'member:m1', 'user:u2'], { create: true });
      const sealedBefore = await raw();
      const first = await store.erase(['user:u1', 'member:m1', 'email:never-keyed']);
      const second = await store.erase(['user:u2']);
      expect(second).toBe(first + 1);
      expect(await store.lastErasure()).toBe(second);
      const after = await store.keys(['user:u1', 'member:m1', 'email:never-keyed', 'user:u2'], { create: true });
      expect(after.get('user:u1')).toEqual({ erasedAs: first });
      expect(after.get('member:m1')).toEqual({ erasedAs: first });
      expect(after.get('email:never-keyed')).toEqual({ erasedAs: first });
      expect(after.get('user:u2')).toEqual({ erasedAs: second });
      // The sealed key text is gone from the store, not only marked.
      const rawAfter = await raw();
      for (const sealed of sealedBefore.match(/v1\.[\w-]+\.[\w-]+\.[\w-]+/g) ?? []) expect(rawAfter).not.toContain(sealed);
      expect(made.size).toBe(3);
    });

    it('forgets subjects, names and all; an erased one leaves only its number, so numbers never go back', async () => {
      const { store, raw } = await given();
      await store.keys(['email:hashed-address', 'user:u1', 'email:other-address'], { create: true });
      const erasedAs = await store.erase(['email:other-address']);
      await store.forget(['email:hashed-address', 'email:other-address', 'email:never-keyed']);
      const stored = await raw();
      expect(stored).not.toContain('hashed-address');
      expect(stored).not.toContain('other-address');
      expect(await store.keys(['email:hashed-address', 'email:other-address'])).toEqual(new Map());
      expect((await store.keys(['user:u1'])).has('user:u1')).toBe(true);
      expect(await store.lastErasure()).toBe(erasedAs);
      expect(await store.erase(['user:u1'])).toBe(erasedAs + 1);
    });
  });
}
