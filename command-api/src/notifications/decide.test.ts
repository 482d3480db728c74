import { DEFAULT_EMAIL_SETTINGS, type NotificationEvent } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { notificationDecider } from './decide.ts';

const now = '2026-11-29T09:00:00.000Z';
const changed = (email: Partial<typeof DEFAULT_EMAIL_SETTINGS>): NotificationEvent => ({
  type: 'NotificationSettingsChanged',
  data: { userId: 'bo', email: { ...DEFAULT_EMAIL_SETTINGS, ...email }, changedAt: now },
});

describe('reading notifications', () => {
  it('records the ids read, each once', () => {
    given(notificationDecider)
      .when({ type: 'MarkRead', userId: 'bo', ids: ['a', 'b', 'a'], now })
      .then([{ type: 'NotificationsRead', data: { userId: 'bo', ids: ['a', 'b'], readAt: now } }]);
  });

  it('records nothing for no ids', () => {
    given(notificationDecider).when({ type: 'MarkRead', userId: 'bo', ids: [], now }).then([]);
  });
});

describe('switching e-mails per type', () => {
  it('records every switch as it now is, after a partial change', () => {
    given(notificationDecider)
      .when({ type: 'ChangeSettings', userId: 'bo', email: { trade_offered: false }, now })
      .then([changed({ trade_offered: false })]);
  });

  it('keeps earlier switches when another changes', () => {
    given(notificationDecider, [changed({ trade_offered: false })])
      .when({ type: 'ChangeSettings', userId: 'bo', email: { shift_reminder: false }, now })
      .then([changed({ trade_offered: false, shift_reminder: false })]);
  });

  it('records nothing when nothing changes', () => {
    given(notificationDecider, [changed({ trade_offered: false })])
      .when({ type: 'ChangeSettings', userId: 'bo', email: { trade_offered: false, shift_reminder: true }, now })
      .then([]);
  });
});
