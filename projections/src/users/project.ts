import type { UserEvent } from '@rostra/contracts';
import { USERS_TABLE, type Projection, type RecordedEvent } from '@rostra/platform';

export interface UserRow {
  id: string;
  email: string;
  name: string | null;
  created_at: string;
  [key: string]: unknown;
}

/** Registered users by id (and e-mail): the profile and the session user read from here. */
export const usersProjection: Projection = {
  name: 'users',
  version: 1,
  tables: [{ name: USERS_TABLE, indexes: [{ fields: ['email'] }] }],
  eventTypes: ['UserRegistered', 'UserRegistrationAbandoned', 'UserNameChanged'],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & UserEvent;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, name } = event.data;
        tx.put(USERS_TABLE, { id: userId, email, name, created_at: recorded.metadata.occurredAt } satisfies UserRow);
        return;
      }
      case 'UserRegistrationAbandoned':
        tx.delete(USERS_TABLE, event.data.userId);
        return;
      case 'UserNameChanged': {
        const user = await tx.get<UserRow>(USERS_TABLE, event.data.userId);
        if (user) tx.put(USERS_TABLE, { ...user, name: event.data.name });
        return;
      }
    }
  },
};
