import type { ReactNode } from 'react';
import { AuditHistory } from '../../features/audit/components/AuditHistory.tsx';
import { AnalyticsPanel } from '../../features/analytics/components/AnalyticsPanel.tsx';
import { CollaborationsPanel } from '../../features/collaborations/components/CollaborationsPanel.tsx';
import { OpenShiftsAdminPanel } from '../../features/open-shifts/components/OpenShiftsAdminPanel.tsx';
import { OrgCalendar } from '../../features/org-schedule/components/OrgCalendar.tsx';
import { useOrganization } from '../../features/organizations/api/get-organization.ts';
import { ScheduleActions } from '../../features/schedule-generation/components/ScheduleActions.tsx';
import { ScheduleQualityPanel } from '../../features/schedule-quality/components/ScheduleQualityPanel.tsx';
import { VacationAdmin } from '../../features/vacation-admin/components/VacationAdmin.tsx';
import { VacationImpact } from '../../features/vacation-impact/components/VacationImpact.tsx';
import { ShiftPreferencesPanel } from '../../features/shift-preferences/components/ShiftPreferencesPanel.tsx';
import { TradeApprovalsPanel } from '../../features/trades/components/TradeApprovalsPanel.tsx';
import { TabsPage } from './TabsPage.tsx';
import { useOrganizationPage } from './use-organization-page.ts';

const TABS = [
  { id: 'calendar', label: 'Calendar' },
  { id: 'shift-preferences', label: 'Shift Preferences' },
  { id: 'collab-preferences', label: 'Collab Preferences' },
  { id: 'vacation-requests', label: 'Vacation Requests' },
  { id: 'approvals', label: 'Trades & Open Shifts' },
  { id: 'analytics', label: 'Analytics' },
];

/**
 * Org Schedule (docs/product/screens-and-routes.md): the admin tabs; the tab lives in ?tab=. The route table admits admins
 * only; employees land on My Schedule, which has their Calendar, My Preferences and Vacation
 * Requests tabs (AppRoutes).
 */
export default function OrgSchedulePage() {
  const { id, name } = useOrganizationPage();
  const organization = useOrganization(id);

  const content: Record<string, () => ReactNode> = {
    calendar: () => (
      <OrgCalendar
        organizationId={id}
        timeZone={organization.data?.time_zone}
        canExport
        renderActions={(month, hasSchedule) => <ScheduleActions organizationId={id} month={month} hasSchedule={hasSchedule} />}
      />
    ),
    'shift-preferences': () => <ShiftPreferencesPanel organizationId={id} />,
    'collab-preferences': () => <CollaborationsPanel organizationId={id} />,
    'vacation-requests': () => (
      <VacationAdmin
        organizationId={id}
        timeZone={organization.data?.time_zone}
        history={(request) => <AuditHistory organizationId={id} requestId={request.id} />}
        impact={(request) => <VacationImpact organizationId={id} requestId={request.id} label={request.employee_name} />}
      />
    ),
    approvals: () => (
      <>
        <TradeApprovalsPanel organizationId={id} needsApproval={organization.data?.settings.trades_need_approval ?? true} />
        <OpenShiftsAdminPanel organizationId={id} />
      </>
    ),
    analytics: () => <AnalyticsPanel organizationId={id} timeZone={organization.data?.time_zone} />,
  };

  return (
    <TabsPage
      title="Org Schedule"
      organizationName={name}
      tabs={TABS}
      content={(tab) => content[tab]!()}
      below={(tab) => tab === 'calendar' && <ScheduleQualityPanel organizationId={id} timeZone={organization.data?.time_zone} />}
    />
  );
}
