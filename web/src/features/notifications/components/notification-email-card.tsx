import { Card } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { NOTIFICATION_TYPES, type NotificationType } from '@rostra/contracts';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings.ts';
import './notifications.css';

const LABEL: Record<NotificationType, string> = {
  trade_offered: 'A colleague offers me a shift or a swap',
  trade_accepted: 'A colleague accepts my offer',
  trade_reviewed: 'An admin approves or declines my trade',
  open_shift_posted: 'An open shift I may take is posted',
  shift_changed: 'One of my published shifts changes',
  schedule_published: 'A month is published',
  vacation_requested: 'A vacation is requested (admins)',
  vacation_decided: 'My vacation request is decided',
  shift_reminder: 'A reminder the day before each shift',
};

/** Notification e-mails: one switch per kind; every kind is in the bell either way. Each change saves at once. */
export function NotificationEmailCard() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const { flash, show } = useFlash();
  return (
    <Card title="Notification E-mails">
      <FlashMessage flash={flash} />
      <Loaded query={settings} loading="Loading your notification settings…">
        {({ email }) => (
          <fieldset className="notification-switches" disabled={update.isPending}>
            <legend className="field-hint">Every notification shows under the bell; these also come by e-mail.</legend>
            {NOTIFICATION_TYPES.map((type) => (
              <Checkbox
                key={type}
                label={LABEL[type]}
                checked={email[type] ?? true}
                onChange={(event) =>
                  update.mutate(
                    { email: { [type]: event.target.checked } },
                    {
                      onSuccess: () => show('success', 'Notification e-mails updated'),
                      onError: (error) => show('error', `Failed to update notification e-mails: ${errorText(error)}`),
                    },
                  )
                }
              />
            ))}
          </fieldset>
        )}
      </Loaded>
    </Card>
  );
}
