import type { ReactNode } from 'react';
import { UrlTabs, useUrlTab } from '../../components/ui/UrlTabs.tsx';
import { AuditHistory } from '../../features/audit/components/AuditHistory.tsx';
import { AnalyticsPanel } from '../../features/analytics/components/AnalyticsPanel.tsx';
import { CollaborationsPanel } from '../../features/collaborations/components/CollaborationsPanel.tsx';
import { OrgCalendar } from '../../features/org-schedule/components/OrgCalendar.tsx';
import { useOrganization } from '../../features/organizations/api/get-organization.ts';
import { ScheduleActions } from '../../features/schedule-generation/components/ScheduleActions.tsx';
import { ScheduleQualityPanel } from '../../features/schedule-quality/components/ScheduleQualityPanel.tsx';
import { VacationAdmin } from '../../features/vacation-admin/components/VacationAdmin.tsx';
import { VacationImpact } from '../../features/vacation-impact/components/VacationImpact.tsx';
import { ShiftPreferencesPanel } from '../../features/shift-preferences/components/ShiftPreferencesPanel.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useOrganizationPage } from './use-organization-page.ts';

const TABS = [
  { id: 'calendar', label: 'Calendar' },
  { id: 'shift-preferences', label: 'Shift Preferences' },
  { id: 'collab-preferences', label: 'Collab Preferences' },
  { id: 'vacation-requests', label: 'Vacation Requests' },
  { id: 'analytics', label: 'Analytics' },
];

/**
 * Org Schedule (docs/product/screens-and-routes.md): the admin tabs; the tab lives in ?tab=. The route table admits admins
 * only; employees land on My Schedule, which has their Calendar, My Preferences and Vacation
 * Requests tabs (AppRoutes).
 */
export default function OrgSchedulePage() {
  const { id, name } = useOrganizationPage();
  const [tab, setTab] = useUrlTab(TABS);
  const organization = useOrganization(id);
  useDocumentTitle(TABS.find((t) => t.id === tab)?.label, 'Org Schedule', name);

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
    analytics: () => <AnalyticsPanel organizationId={id} timeZone={organization.data?.time_zone} />,
  };

  return (
    <>
      <div className="page-header">
        <h1>Org Schedule</h1>
        <span className="field-hint">{name}</span>
      </div>
      <UrlTabs
        label="Org Schedule"
        selected={tab}
        onSelect={setTab}
        tabs={TABS.map((t) => ({ ...t, content: t.id === tab ? content[t.id]!() : null }))}
      />
      {tab === 'calendar' && <ScheduleQualityPanel organizationId={id} timeZone={organization.data?.time_zone} />}
    </>
  );
}
