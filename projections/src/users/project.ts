import type { UserEvent, UserRecord } from '@rostra/contracts';
import { USERS_TABLE, type Projection, type RecordedEvent } from '@rostra/platform';

export type UserRow = UserRecord;

/** Registered users by id (and e-mail): the profile and the session user read from here. */
export const usersProjection: Projection = {
  name: 'users',
  version: 2,
  tables: [{ name: USERS_TABLE, indexes: [{ fields: ['email'] }] }],
  eventTypes: [
    'UserRegistered',
    'UserRegistrationAbandoned',
    'UserNameChanged',
    'TwoFactorEnabled',
    'TwoFactorDisabled',
    'RecoveryCodeUsed',
  ],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & UserEvent;
    const update = async (userId: string, change: (user: UserRow) => Partial<UserRow>) => {
      const user = await tx.get<UserRow>(USERS_TABLE, userId);
      if (user) tx.put(USERS_TABLE, { ...user, ...change(user) });
    };
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, name } = event.data;
        tx.put(USERS_TABLE, { id: userId, email, name, created_at: recorded.metadata.occurredAt } satisfies UserRow);
        return;
      }
      case 'UserRegistrationAbandoned':
        tx.delete(USERS_TABLE, event.data.userId);
        return;
      case 'UserNameChanged':
        return update(event.data.userId, () => ({ name: event.data.name }));
      case 'TwoFactorEnabled':
        return update(event.data.userId, () => ({ two_factor_enabled: true, recovery_codes_left: event.data.recoveryCodeHashes.length }));
      case 'TwoFactorDisabled':
        return update(event.data.userId, () => ({ two_factor_enabled: false, recovery_codes_left: 0 }));
      case 'RecoveryCodeUsed':
        return update(event.data.userId, (user) => ({ recovery_codes_left: Math.max(0, (user.recovery_codes_left ?? 0) - 1) }));
    }
  },
};
