import type { PreferenceRecord, ShiftType } from '@rostra/contracts';
import { ErrorState, Spinner } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useSession } from '@/lib/use-session.ts';
import { useEmploymentConfig } from '../api/get-employment-config.ts';
import { useMyPreferencesSummary } from '../api/get-my-preferences-summary.ts';
import { AdminEditsToggle } from './admin-edits-toggle.tsx';
import { PersonalInformationCard } from './personal-information-card.tsx';
import { PreferencesEditor } from './preferences-editor.tsx';
import './my-preferences.css';

/**
 * My Preferences (docs/product/screens-and-routes.md): Personal Information, then my requested shift preferences, weekly
 * availability, work schedule constraints and reason, and the Admin Edit Permissions toggle.
 * Also shown by Org Schedule in an employee's tabs.
 */
export function MyPreferencesPanel({ organizationId }: { organizationId: string }) {
  const { user } = useSession();
  const summary = useMyPreferencesSummary(organizationId);
  const config = useEmploymentConfig(organizationId);

  const body = (() => {
    if (summary.isPending || config.isPending) return <Spinner label="Loading your preferences…" />;
    if (config.isError)
      return (
        <ErrorState text={`Failed to load employment configuration: ${errorText(config.error)}`} onRetry={() => void config.refetch()} />
      );
    if (summary.isError)
      return <ErrorState text={`Failed to load your preferences: ${errorText(summary.error)}`} onRetry={() => void summary.refetch()} />;
    return (
      <Loaded
        organizationId={organizationId}
        shiftTypes={config.data.shift_types}
        requested={summary.data.employee_requested}
        adminSet={summary.data.admin_set}
      />
    );
  })();

  return (
    <div className="my-preferences">
      {user && <PersonalInformationCard organizationId={organizationId} userId={user.id} />}
      {body}
    </div>
  );
}

interface LoadedProps {
  organizationId: string;
  shiftTypes: ShiftType[];
  requested: PreferenceRecord;
  adminSet: PreferenceRecord;
}

function Loaded({ organizationId, shiftTypes, requested, adminSet }: LoadedProps) {
  return (
    <>
      <PreferencesEditor organizationId={organizationId} shiftTypes={shiftTypes} requested={requested} adminSet={adminSet} />
      <AdminEditsToggle organizationId={organizationId} allowed={requested.allow_admin_edits} />
    </>
  );
}
