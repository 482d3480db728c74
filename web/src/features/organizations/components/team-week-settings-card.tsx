import { boundedInt, type OpenShiftAssignment, type Organization } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Checkbox, RangeField, SelectField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { firstIssue } from '@/lib/validate.ts';
import { useUpdateSettings } from '../api/update-settings.ts';

type Assignment = OpenShiftAssignment;
type TeamWeekSettings = Pick<Organization['settings'], 'trades_need_approval' | 'open_shift_assignment' | 'notice_days'>;
const NOTICE = { min: 0, max: 90 };

/** Shift Trades and Open Shifts: approval of trades, who gets an open shift, and the notice under which a change is flagged. */
export function TeamWeekSettingsCard({ organization, disabled }: { organization: Organization; disabled?: boolean }) {
  const update = useUpdateSettings(String(organization.id));
  const { flash, show } = useFlash();
  const saved = organization.settings;
  const [approval, setApproval] = useState(saved.trades_need_approval);
  const [assignment, setAssignment] = useState<Assignment>(saved.open_shift_assignment);
  const [notice, setNotice] = useState(String(saved.notice_days));
  const noticeDays = notice.trim() === '' ? NaN : Number(notice);
  // The API's rule and words for notice_days.
  const noticeError = firstIssue(boundedInt(NOTICE.min, NOTICE.max), noticeDays);
  const changed: Partial<TeamWeekSettings> = {
    ...(approval !== saved.trades_need_approval ? { trades_need_approval: approval } : {}),
    ...(assignment !== saved.open_shift_assignment ? { open_shift_assignment: assignment } : {}),
    ...(noticeDays !== saved.notice_days ? { notice_days: noticeDays } : {}),
  };
  const dirty = Object.keys(changed).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (noticeError || !dirty) return;
    update.mutate(changed, {
      onSuccess: () => show('success', 'Trade and open shift settings updated'),
      onError: (error) => show('error', `Failed to update the settings: ${errorText(error)}`),
    });
  };

  return (
    <Card title="Shift Trades and Open Shifts">
      <FlashMessage flash={flash} />
      <form onSubmit={submit} noValidate aria-label="Shift Trades and Open Shifts">
        <Checkbox
          label="An admin approves a trade before it applies"
          checked={approval}
          disabled={disabled}
          onChange={(event) => setApproval(event.target.checked)}
        />
        <div className="grid-2">
          <SelectField
            label="Who gets an open shift"
            value={assignment}
            disabled={disabled}
            onChange={(event) => setAssignment(event.target.value as Assignment)}
          >
            <option value="admin_picks">An admin picks among the claims</option>
            <option value="first_claim">The first one to claim it</option>
          </SelectField>
          <RangeField
            label="Short notice (days)"
            range={NOTICE}
            value={notice}
            disabled={disabled}
            error={noticeError}
            onChange={(event) => setNotice(event.target.value)}
          />
        </div>
        <p className="field-hint">A change to a published shift closer than this to its day is flagged “short notice”.</p>
        {!disabled && (
          <SubmitButton busy={update.isPending} busyLabel="Saving…" disabled={!dirty || Boolean(noticeError)}>
            Save Settings
          </SubmitButton>
        )}
      </form>
    </Card>
  );
}
