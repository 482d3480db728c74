import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Loaded } from '@/components/ui/states.tsx';
import { AuditHistory } from '@/features/audit/components/audit-history.tsx';
import { AuditTrail } from '@/features/audit/components/audit-trail.tsx';
import { MembersPanel } from '@/features/members/components/members-panel.tsx';
import { useOrganization } from '@/features/organizations/api/get-organization.ts';
import { DisplaySettingsCard } from '@/features/organizations/components/display-settings-card.tsx';
import { OrganizationProfileEditor } from '@/features/organizations/components/organization-profile-editor.tsx';
import { HolidaysCard } from '@/features/holidays/components/holidays-card.tsx';
import { LocationsCard } from '@/features/locations/components/locations-card.tsx';
import { MemberLocationsEditor } from '@/features/locations/components/member-locations-editor.tsx';
import { ExpiringSkillsPanel } from '@/features/skills/components/expiring-skills-panel.tsx';
import { MemberSkillsEditor } from '@/features/skills/components/member-skills-editor.tsx';
import { SkillsCard } from '@/features/skills/components/skills-card.tsx';
import { SchedulingRulesCard } from '@/features/organizations/components/scheduling-rules-card.tsx';
import { TeamWeekSettingsCard } from '@/features/organizations/components/team-week-settings-card.tsx';
import { ShiftTypesManager } from '@/features/shift-types/components/shift-types-manager.tsx';
import { notify } from '@/lib/notice.ts';
import { TabsPage } from './tabs-page.tsx';
import { useOrganizationPage } from './use-organization-page.ts';

const TABS = [
  { id: 'shift-requirements', label: 'Shift Requirements' },
  { id: 'members', label: 'Members' },
  { id: 'profile', label: 'Organization Profile' },
  { id: 'audit', label: 'Audit Trail' },
];

/** Org Administration: Shift Requirements (default), Members, Organization Profile, Audit Trail; the tab lives in ?tab=. */
export default function OrgAdminPage() {
  const { id, user, role, name } = useOrganizationPage();
  const organization = useOrganization(id);
  const navigate = useNavigate();

  const loaded = (render: (org: NonNullable<typeof organization.data>) => ReactNode) => (
    <Loaded query={organization} loading="Loading organization…">
      {render}
    </Loaded>
  );

  const content = {
    'shift-requirements': (
      <>
        {loaded((org) => (
          <>
            <SchedulingRulesCard organization={org} disabled={!role?.is_admin} />
            <TeamWeekSettingsCard organization={org} disabled={!role?.is_admin} />
            <HolidaysCard organization={org} disabled={!role?.is_admin} />
          </>
        ))}
        <LocationsCard organizationId={id} disabled={!role?.is_admin} />
        <SkillsCard organizationId={id} disabled={!role?.is_admin} />
        {role?.is_admin && <ExpiringSkillsPanel organizationId={id} />}
        <ShiftTypesManager organizationId={id} disabled={!role?.is_admin} />
      </>
    ),
    members: (
      <>
        {loaded((org) => (
          <DisplaySettingsCard organization={org} />
        ))}
        <MembersPanel
          organizationId={id}
          currentUserId={user.id}
          history={role?.is_admin ? (member) => <AuditHistory organizationId={id} memberId={member.id} /> : undefined}
          editors={
            role?.is_admin
              ? (member) => (
                  <>
                    <MemberLocationsEditor organizationId={id} member={member} />
                    <MemberSkillsEditor organizationId={id} member={member} />
                  </>
                )
              : undefined
          }
          actions={
            <Link className="btn btn-primary" to={`/organizations/${id}/invite-users`}>
              Invite Users
            </Link>
          }
        />
      </>
    ),
    profile: loaded((org) => (
      <OrganizationProfileEditor
        organization={org}
        onDeleted={() => {
          notify('success', `Organization "${org.name}" deleted`);
          navigate('/organizations', { replace: true });
        }}
      />
    )),
    audit: <AuditTrail organizationId={id} />,
  } as Record<string, ReactNode>;

  return <TabsPage title="Org Administration" organizationName={name} tabs={TABS} content={(tab) => content[tab]} />;
}
