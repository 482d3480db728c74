import { displayName } from '@rostra/contracts';
import type { ReactNode } from 'react';
import { Message } from '../../components/ui/Message.tsx';
import { MyPreferencesPanel } from '../../features/my-preferences/components/MyPreferencesPanel.tsx';
import { useMyName } from '../../features/my-preferences/api/get-my-name.ts';
import { MyCalendar } from '../../features/my-schedule/components/MyCalendar.tsx';
import { MyVacationRequestsPanel } from '../../features/my-vacation/components/MyVacationRequestsPanel.tsx';
import { useOrganization } from '../../features/organizations/api/get-organization.ts';
import { MySkills } from '../../features/skills/components/MySkills.tsx';
import { TabsPage } from './TabsPage.tsx';
import { useOrganizationPage } from './use-organization-page.ts';

const CALENDAR = { id: 'calendar', label: 'My Calendar' };
const EMPLOYEE_TABS = [CALENDAR, { id: 'preferences', label: 'My Preferences' }, { id: 'vacation', label: 'Vacation Requests' }];

/** My Schedule: My Calendar (default), and for employees My Preferences and Vacation Requests; the tab lives in ?tab=. */
export default function MySchedulePage() {
  const { id, user, role, name } = useOrganizationPage();
  const tabs = role?.is_employee ? EMPLOYEE_TABS : [CALENDAR];
  const timeZone = useOrganization(id).data?.time_zone;
  // My member id: the position each of my shifts shows.
  const me = useMyName(id, user.id);
  // Printed above the month: the full name, whatever the organization's compact display format.
  const personName = me.data ? displayName(me.data, 'first_last', user.name ?? user.email) : (user.name ?? user.email);

  const content: Record<string, ReactNode> = {
    calendar: (
      <>
        {me.isError && <Message kind="error">No employee ID available. Please ensure you are logged in.</Message>}
        <MyCalendar
          organizationId={id}
          timeZone={timeZone}
          memberId={me.data?.member_id}
          personName={personName}
          isEmployee={role?.is_employee}
        />
      </>
    ),
    preferences: (
      <>
        <MySkills organizationId={id} userId={user.id} />
        <MyPreferencesPanel organizationId={id} />
      </>
    ),
    vacation: <MyVacationRequestsPanel organizationId={id} timeZone={timeZone} />,
  };

  return (
    <TabsPage
      title="My Schedule"
      organizationName={name}
      tabs={tabs}
      content={(tab) => content[tab]}
      intro={
        !role?.is_employee && <p className="field-hint">You are not an employee of this organization, so no shifts are planned for you.</p>
      }
    />
  );
}
