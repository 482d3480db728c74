import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { membersQuery } from '@/lib/members-query.ts';
import { useExpiringSkills } from '../api/get-expiring-skills.ts';
import '@/components/ui/named-list.css';

/** How far ahead the admin is warned: the window the issue asks for. */
export const EXPIRING_DAYS = 30;

/** Qualifications that lapse within the next 30 days (admins), soonest first: who to retrain before the solver stops counting them. */
export function ExpiringSkillsPanel({ organizationId }: { organizationId: string }) {
  const expiring = useExpiringSkills(organizationId, EXPIRING_DAYS);
  const members = useQuery(membersQuery(organizationId));
  const nameOf = (memberId: string) => members.data?.members.find((member) => member.id === memberId)?.name ?? memberId;
  return (
    <Card title="Expiring qualifications">
      <Loaded query={expiring} loading="Loading expiring qualifications…">
        {({ expiring: list, days }) =>
          list.length === 0 ? (
            <p className="muted">No qualification expires within {days} days.</p>
          ) : (
            <ul className="named-list" aria-label={`Expiring within ${days} days`}>
              {list.map((held) => (
                <li key={`${held.member_id}:${held.skill_id}`}>
                  <strong>{nameOf(held.member_id)}</strong>
                  <span>{held.skill_name}</span>
                  <span className="muted">valid until {held.valid_until}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Card>
  );
}
