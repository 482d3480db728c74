import { displayName } from '@rostra/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { FlashMessage, Message } from '@/components/ui/message.tsx';
import { MyPreferencesPanel } from '@/features/my-preferences/components/my-preferences-panel.tsx';
import { useMyName } from '@/features/my-preferences/api/get-my-name.ts';
import { MyCalendar } from '@/features/my-schedule/components/my-calendar.tsx';
import { MyVacationRequestsPanel } from '@/features/my-vacation/components/my-vacation-requests-panel.tsx';
import { OpenShiftsPanel } from '@/features/open-shifts/components/open-shifts-panel.tsx';
import { useOrganization } from '@/features/organizations/api/get-organization.ts';
import { MySkills } from '@/features/skills/components/my-skills.tsx';
import { OfferTradeDialog, type OfferedShift } from '@/features/trades/components/offer-trade-dialog.tsx';
import { TradeOffersPanel } from '@/features/trades/components/trade-offers-panel.tsx';
import { useFlash } from '@/lib/use-flash.ts';
import { TabsPage } from './tabs-page.tsx';
import { useOrganizationPage } from './use-organization-page.ts';

const CALENDAR = { id: 'calendar', label: 'My Calendar' };
const EMPLOYEE_TABS = [
  CALENDAR,
  { id: 'trades', label: 'Trades & Open Shifts' },
  { id: 'preferences', label: 'My Preferences' },
  { id: 'vacation', label: 'Vacation Requests' },
];

/**
 * My Schedule: My Calendar (default; an employee's shifts offer Give away / Swap), and for
 * employees Trades & Open Shifts, My Preferences and Vacation Requests; the tab lives in ?tab=.
 */
export default function MySchedulePage() {
  const { id, user, role, name } = useOrganizationPage();
  const tabs = role?.is_employee ? EMPLOYEE_TABS : [CALENDAR];
  const timeZone = useOrganization(id).data?.time_zone;
  // My member id: the position each of my shifts shows.
  const me = useMyName(id, user.id);
  // Printed above the month: the full name, whatever the organization's compact display format.
  const personName = me.data ? displayName(me.data, 'first_last', user.name ?? user.email) : (user.name ?? user.email);
  const [offering, setOffering] = useState<OfferedShift | null>(null);
  const { flash, show } = useFlash();
  // Stable: the calendar's days are memoized on it.
  const shiftAction = useMemo(
    () =>
      role?.is_employee && me.data?.member_id
        ? {
            label: 'Give away / Swap',
            onSelect: (date: string, shift: { shift_type_id: string; shift_type_name: string }) =>
              setOffering({ date, shift_type_id: shift.shift_type_id, shift_type_name: shift.shift_type_name }),
          }
        : undefined,
    [role?.is_employee, me.data?.member_id],
  );

  const content: Record<string, ReactNode> = {
    calendar: (
      <>
        {me.isError && <Message kind="error">No employee ID available. Please ensure you are logged in.</Message>}
        <FlashMessage flash={flash} />
        <MyCalendar
          organizationId={id}
          timeZone={timeZone}
          memberId={me.data?.member_id}
          personName={personName}
          isEmployee={role?.is_employee}
          shiftAction={shiftAction}
        />
        {offering && me.data?.member_id && (
          <OfferTradeDialog
            organizationId={id}
            memberId={me.data.member_id}
            shift={offering}
            onClose={() => setOffering(null)}
            onOffered={(text) => {
              setOffering(null);
              show('success', text);
            }}
          />
        )}
      </>
    ),
    trades: (
      <>
        <TradeOffersPanel organizationId={id} memberId={me.data?.member_id} />
        <OpenShiftsPanel organizationId={id} memberId={me.data?.member_id} />
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
