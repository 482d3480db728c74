import type { ReactNode } from 'react';
import { UrlTabs, useUrlTab } from '../../components/ui/UrlTabs.tsx';
import { AuditHistory } from '../../features/audit/components/AuditHistory.tsx';
import { AnalyticsPanel } from '../../features/analytics/components/AnalyticsPanel.tsx';
import { CollaborationsPanel } from '../../features/collaborations/components/CollaborationsPanel.tsx';
import { MyPreferencesPanel } from '../../features/my-preferences/components/MyPreferencesPanel.tsx';
import { MyVacationRequestsPanel } from '../../features/my-vacation/components/MyVacationRequestsPanel.tsx';
import { OrgCalendar } from '../../features/org-schedule/components/OrgCalendar.tsx';
import { useOrganization } from '../../features/organizations/api/get-organization.ts';
import { ScheduleActions } from '../../features/schedule-generation/components/ScheduleActions.tsx';
import { ScheduleQualityPanel } from '../../features/schedule-quality/components/ScheduleQualityPanel.tsx';
import { VacationAdmin } from '../../features/vacation-admin/components/VacationAdmin.tsx';
import { ShiftPreferencesPanel } from '../../features/shift-preferences/components/ShiftPreferencesPanel.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useOrganizationPage } from './use-organization-page.ts';

const ADMIN_TABS = [
  { id: 'calendar', label: 'Calendar' },
  { id: 'shift-preferences', label: 'Shift Preferences' },
  { id: 'collab-preferences', label: 'Collab Preferences' },
  { id: 'vacation-requests', label: 'Vacation Requests' },
  { id: 'analytics', label: 'Analytics' },
];
const EMPLOYEE_TABS = [
  { id: 'calendar', label: 'Calendar' },
  { id: 'my-preferences', label: 'My Preferences' },
  { id: 'my-vacation-requests', label: 'My Vacation Requests' },
];

/**
 * Org Schedule (SPEC §2): the admin tabs, or the employee tabs for a member who is not an admin;
 * the tab lives in ?tab=. The route table of SPEC §2 admits admins only (AppRoutes), so the
 * employee tabs show once that guard admits employees too.
 */
export default function OrgSchedulePage() {
  const { id, role, name } = useOrganizationPage();
  const isAdmin = Boolean(role?.is_admin);
  const tabs = isAdmin ? ADMIN_TABS : EMPLOYEE_TABS;
  const [tab, setTab] = useUrlTab(tabs);
  const organization = useOrganization(id);
  useDocumentTitle(tabs.find((t) => t.id === tab)?.label, 'Org Schedule', name);

  const content: Record<string, () => ReactNode> = {
    calendar: () => (
      <OrgCalendar
        organizationId={id}
        timeZone={organization.data?.time_zone}
        canExport={isAdmin}
        renderActions={isAdmin ? (month, hasSchedule) => <ScheduleActions organizationId={id} month={month} hasSchedule={hasSchedule} /> : undefined}
      />
    ),
    'shift-preferences': () => <ShiftPreferencesPanel organizationId={id} />,
    'collab-preferences': () => <CollaborationsPanel organizationId={id} />,
    'vacation-requests': () => (
      <VacationAdmin
        organizationId={id}
        timeZone={organization.data?.time_zone}
        history={(request) => <AuditHistory organizationId={id} requestId={request.id} />}
      />
    ),
    analytics: () => <AnalyticsPanel organizationId={id} timeZone={organization.data?.time_zone} />,
    'my-preferences': () => <MyPreferencesPanel organizationId={id} />,
    'my-vacation-requests': () => <MyVacationRequestsPanel organizationId={id} timeZone={organization.data?.time_zone} />,
  };

  return (
    <>
      <div className="page-header">
        <h1>Org Schedule</h1>
        <span className="field-hint">{name}</span>
      </div>
      <UrlTabs label="Org Schedule" selected={tab} onSelect={setTab} tabs={tabs.map((t) => ({ ...t, content: t.id === tab ? content[t.id]!() : null }))} />
      {isAdmin && tab === 'calendar' && <ScheduleQualityPanel organizationId={id} timeZone={organization.data?.time_zone} />}
    </>
  );
}
