import { beforeEach, expect, it } from 'vitest';
import { puts, type ContractFixture } from './contract-fixture.ts';

/** esdb positions pack commit and prepare positions (two 64-bit numbers) into one bigint. */
const huge = (2n ** 64n + 5n) * 2n ** 64n + 123n;

export function commitSpecs({ store, opened }: ContractFixture): void {
  beforeEach(async () => {
    await store().ensureTable({ name: 'a', indexes: [{ fields: ['key'], unique: true }] });
    await store().ensureTable({ name: 'b' });
  });

  it('commit applies every change, across tables, together with the checkpoint', async () => {
    await store().commit([...puts('a', [{ id: 'a1', key: 1 }]), ...puts('b', [{ id: 'b1' }, { id: 'b2' }])], {
      key: 'projection',
      position: 42n,
    });

    expect(await store().count('a')).toBe(1);
    expect(await store().count('b')).toBe(2);
    expect(await store().getCheckpoint('projection')).toBe(42n);
  });

  it('a failing change leaves neither the other changes nor the new checkpoint', async () => {
    await store().commit(puts('a', [{ id: 'a1', key: 1 }]), { key: 'projection', position: 1n });

    const failing = store().commit(
      [
        ...puts('b', [{ id: 'b1' }]),
        { type: 'delete', table: 'a', id: 'a1' },
        ...puts('a', [
          { id: 'a2', key: 2 },
          { id: 'a3', key: 2 },
        ]),
      ],
      { key: 'projection', position: 2n },
    );

    await expect(failing).rejects.toThrow();
    expect(await store().find('a')).toEqual([{ id: 'a1', key: 1 }]);
    expect(await store().count('b')).toBe(0);
    expect(await store().getCheckpoint('projection')).toBe(1n);
  });

  it('a commit may carry only a checkpoint, and an empty commit does nothing', async () => {
    await store().commit([], { key: 'idle', position: 9n });
    await store().commit([]);

    expect(await store().getCheckpoint('idle')).toBe(9n);
  });

  it('checkpoints are per key, keep positions beyond 2^64 exactly, move both ways and can be deleted', async () => {
    expect(await store().getCheckpoint('p')).toBeNull();

    await store().commit([], { key: 'p', position: huge });
    await store().commit([], { key: 'q', position: 0n });
    expect(await store().getCheckpoint('p')).toBe(huge);
    expect(await store().getCheckpoint('q')).toBe(0n);

    await store().commit([], { key: 'p', position: 3n });
    expect(await store().getCheckpoint('p')).toBe(3n);

    await store().deleteCheckpoint('p');
    await store().deleteCheckpoint('never');
    expect(await store().getCheckpoint('p')).toBeNull();
    expect(await store().getCheckpoint('q')).toBe(0n);
  });

  it('resolveAlias is null until setAliases, which switches several aliases at once', async () => {
    expect(await store().resolveAlias('members')).toBeNull();

    await store().setAliases({ members: 'members_1', calendar: 'calendar_1' });
    expect(await store().resolveAlias('members')).toBe('members_1');
    expect(await store().resolveAlias('calendar')).toBe('calendar_1');

    await store().setAliases({ members: 'members_2', calendar: 'calendar_2' });
    expect(await store().resolveAlias('members')).toBe('members_2');
    expect(await store().resolveAlias('calendar')).toBe('calendar_2');
  });

  it('setAliases with an invalid name switches none of the aliases', async () => {
    await store().setAliases({ members: 'members_1', calendar: 'calendar_1' });

    await expect(store().setAliases({ members: 'members_2', calendar: 'not a table' })).rejects.toThrow();
    expect(await store().resolveAlias('members')).toBe('members_1');
    expect(await store().resolveAlias('calendar')).toBe('calendar_1');
  });

  it('an instance opened later on the same storage sees committed documents, checkpoints and aliases', async (ctx) => {
    const { openAnother } = opened();
    if (!openAnother) return ctx.skip('this adapter has no shared storage');
    await store().commit(puts('b', [{ id: 'b1', v: [1, { w: 'ü' }] }]), { key: 'projection', position: huge });
    await store().setAliases({ current: 'b' });

    const other = await openAnother();
    try {
      expect(await other.get('b', 'b1')).toEqual({ id: 'b1', v: [1, { w: 'ü' }] });
      expect(await other.getCheckpoint('projection')).toBe(huge);
      expect(await other.resolveAlias('current')).toBe('b');
      expect(await other.listTables()).toEqual(['a', 'b']);

      await other.commit(puts('b', [{ id: 'b2' }]));
      expect(await store().count('b')).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('a table another instance dropped is gone here too: reads and commits reject, and nothing is re-created', async (ctx) => {
    const { openAnother } = opened();
    if (!openAnother) return ctx.skip('this adapter has no shared storage');
    // This instance has made and used the table, as a runner writing into a generation has.
    await store().ensureTable({ name: 'dropped' });
    await store().commit(puts('dropped', [{ id: 'b1' }]), { key: 'projection@dropped', position: 1n });
    expect(await store().count('dropped')).toBe(1);

    const other = await openAnother();
    try {
      await other.dropTable('dropped');
      await other.deleteCheckpoint('projection@dropped');
    } finally {
      await other.close();
    }

    await expect(store().get('dropped', 'b1')).rejects.toThrow(/dropped/);
    await expect(store().find('dropped')).rejects.toThrow(/dropped/);
    await expect(store().count('dropped')).rejects.toThrow(/dropped/);
    await expect(store().commit(puts('dropped', [{ id: 'b2' }]), { key: 'projection@dropped', position: 2n })).rejects.toThrow(/dropped/);
    expect(await store().listTables()).toEqual(['a', 'b']);
    expect(await store().getCheckpoint('projection@dropped')).toBeNull();
  });
}
