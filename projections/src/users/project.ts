import type { UserEvent, UserRecord } from '@rostra/contracts';
import { projectionOf, USERS_TABLE } from '@rostra/platform';
import { rowUpdater } from '../shared/rows.ts';

export type UserRow = UserRecord;

const update = rowUpdater<UserRow>(USERS_TABLE);

/** Registered users by id (and e-mail): the profile and the session user read from here. */
export const usersProjection = projectionOf<UserEvent>({
  name: 'users',
  version: 2,
  tables: [{ name: USERS_TABLE, indexes: [{ fields: ['email'] }] }],
  on: {
    UserRegistered({ data: { userId, email, name }, metadata }, tx) {
      tx.put(USERS_TABLE, { id: userId, email, name, created_at: metadata.occurredAt } satisfies UserRow);
    },
    UserRegistrationAbandoned: ({ data }, tx) => tx.delete(USERS_TABLE, data.userId),
    UserNameChanged: ({ data }, tx) => update(tx, data.userId, { name: data.name }),
    TwoFactorEnabled: ({ data }, tx) =>
      update(tx, data.userId, { two_factor_enabled: true, recovery_codes_left: data.recoveryCodeHashes.length }),
    TwoFactorDisabled: ({ data }, tx) => update(tx, data.userId, { two_factor_enabled: false, recovery_codes_left: 0 }),
    RecoveryCodeUsed: ({ data }, tx) =>
      update(tx, data.userId, (user) => ({ recovery_codes_left: Math.max(0, (user.recovery_codes_left ?? 0) - 1) })),
  },
});
