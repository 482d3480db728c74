import type { ReactNode } from 'react';
import { AuditHistory } from '@/features/audit/components/audit-history.tsx';
import { AnalyticsPanel } from '@/features/analytics/components/analytics-panel.tsx';
import { CollaborationsPanel } from '@/features/collaborations/components/collaborations-panel.tsx';
import { OpenShiftsAdminPanel } from '@/features/open-shifts/components/open-shifts-admin-panel.tsx';
import { OrgCalendar } from '@/features/org-schedule/components/org-calendar.tsx';
import { useOrganization } from '@/features/organizations/api/get-organization.ts';
import { ScheduleActions } from '@/features/schedule-generation/components/schedule-actions.tsx';
import { ScheduleQualityPanel } from '@/features/schedule-quality/components/schedule-quality-panel.tsx';
import { VacationAdmin } from '@/features/vacation-admin/components/vacation-admin.tsx';
import { VacationImpact } from '@/features/vacation-impact/components/vacation-impact.tsx';
import { ShiftPreferencesPanel } from '@/features/shift-preferences/components/shift-preferences-panel.tsx';
import { TradeApprovalsPanel } from '@/features/trades/components/trade-approvals-panel.tsx';
import { TabsPage } from './tabs-page.tsx';
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
