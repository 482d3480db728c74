import { expect, it } from 'vitest';
import { puts, tableWith, type ContractFixture } from './contract-fixture.ts';

const users = { name: 'users', indexes: [{ fields: ['email'], unique: true }, { fields: ['org', 'name'] }] };

export function tableSpecs({ store }: ContractFixture): void {
  it('ensureTable is idempotent and keeps existing data and indexes', async () => {
    await tableWith(store(), users, [{ id: 'u1', email: 'a@x.org', org: 'o1', name: 'Ann' }]);
    await store().ensureTable(users);
    await store().ensureTable({ name: 'users' });

    expect(await store().listTables()).toEqual(['users']);
    expect(await store().get('users', 'u1')).toEqual({ id: 'u1', email: 'a@x.org', org: 'o1', name: 'Ann' });
    await expect(store().commit(puts('users', [{ id: 'u2', email: 'a@x.org' }]))).rejects.toThrow();
  });

  it('a unique index rejects a duplicate key and rolls back the whole commit', async () => {
    await tableWith(store(), users, [{ id: 'u1', email: 'a@x.org' }]);
    await store().ensureTable({ name: 'other' });

    const failing = store().commit(
      [
        ...puts('other', [{ id: 'o1' }]),
        ...puts('users', [
          { id: 'u2', email: 'b@x.org' },
          { id: 'u3', email: 'a@x.org' },
        ]),
      ],
      { key: 'p', position: 7n },
    );

    await expect(failing).rejects.toThrow();
    expect(await store().get('other', 'o1')).toBeNull();
    expect(await store().find('users')).toEqual([{ id: 'u1', email: 'a@x.org' }]);
    expect(await store().getCheckpoint('p')).toBeNull();
  });

  it('a unique key may move between documents within one commit and a document may keep its own', async () => {
    await tableWith(store(), users, [{ id: 'u1', email: 'a@x.org' }]);
    await store().commit(puts('users', [{ id: 'u1', email: 'a@x.org', name: 'again' }]));
    await store().commit([{ type: 'delete', table: 'users', id: 'u1' }, ...puts('users', [{ id: 'u2', email: 'a@x.org' }])]);

    expect(await store().find('users')).toEqual([{ id: 'u2', email: 'a@x.org' }]);
  });

  it('unique indexes ignore null or missing keys and compare compound keys as a whole', async () => {
    const members = { name: 'members', indexes: [{ fields: ['org', 'email'], unique: true }] };
    await tableWith(store(), members, [
      { id: 'm1', org: 'o1', email: 'a@x.org' },
      { id: 'm2', org: 'o2', email: 'a@x.org' },
      { id: 'm3', org: 'o1', email: null },
      { id: 'm4', org: 'o1', email: null },
      { id: 'm5', org: 'o1' },
    ]);

    expect(await store().count('members')).toBe(5);
    await expect(store().commit(puts('members', [{ id: 'm6', org: 'o2', email: 'a@x.org' }]))).rejects.toThrow();
  });

  it('adding a unique index over duplicate values fails', async () => {
    await tableWith(store(), { name: 'users' }, [
      { id: 'u1', email: 'a@x.org' },
      { id: 'u2', email: 'a@x.org' },
    ]);

    await expect(store().ensureTable(users)).rejects.toThrow();
  });

  it('dropTable removes the table and its data; dropping a missing table does nothing', async () => {
    await tableWith(store(), users, [{ id: 'u1', email: 'a@x.org' }]);
    await store().dropTable('users');
    await store().dropTable('users');

    expect(await store().listTables()).toEqual([]);
    await store().ensureTable(users);
    expect(await store().count('users')).toBe(0);
  });

  it('listTables returns the user tables sorted, never internal ones', async () => {
    await store().ensureTable({ name: 'beta' });
    await store().ensureTable({ name: 'alpha_v2' });
    await store().commit([], { key: 'projection', position: 1n });
    await store().setAliases({ alpha: 'alpha_v2' });

    expect(await store().listTables()).toEqual(['alpha_v2', 'beta']);
  });

  it('reading or writing a table that was never ensured rejects without applying anything', async () => {
    await store().ensureTable({ name: 'known' });

    await expect(store().get('missing', 'x')).rejects.toThrow(/missing/);
    await expect(store().find('missing')).rejects.toThrow(/missing/);
    await expect(store().count('missing')).rejects.toThrow(/missing/);
    await expect(store().commit([...puts('known', [{ id: 'k' }]), ...puts('missing', [{ id: 'x' }])])).rejects.toThrow(/missing/);
    expect(await store().count('known')).toBe(0);
  });

  it('rejects table, alias and field names outside the safe pattern', async () => {
    await store().ensureTable({ name: 'safe' });

    await expect(store().ensureTable({ name: 'x"; DROP TABLE safe; --' })).rejects.toThrow(/table name/);
    await expect(store().ensureTable({ name: '_rostra_checkpoints' })).rejects.toThrow(/table name/);
    await expect(store().ensureTable({ name: 'ok', indexes: [{ fields: ["a') --"] }] })).rejects.toThrow(/field name/);
    await expect(store().find('safe', { where: { 'a.b': 1 } })).rejects.toThrow(/field name/);
    await expect(store().find('safe', { sort: [{ field: 'a b', direction: 'asc' }] })).rejects.toThrow(/field name/);
    await expect(store().setAliases({ 'bad alias': 'safe' })).rejects.toThrow(/table name/);
    expect(await store().listTables()).toEqual(['safe']);
  });
}
