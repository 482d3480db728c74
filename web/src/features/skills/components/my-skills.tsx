import { Card } from '@/components/ui/card.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { useMemberSkills } from '../api/get-my-skills.ts';
import { useSkills } from '../api/get-skills.ts';
import { qualificationText, skillNames } from '@/lib/qualification-text.ts';
import '@/components/ui/named-list.css';

/** The employee's own qualifications in this organization (set by its admins); nothing for an organization without skills. */
export function MySkills({ organizationId, userId }: { organizationId: string; userId: string }) {
  const skills = useSkills(organizationId);
  const mine = useMemberSkills(organizationId, userId);
  if (!skills.data?.length) return null;
  const names = skillNames(skills.data);
  return (
    <Card title="My qualifications">
      <Loaded query={mine} loading="Loading your qualifications…">
        {({ skills: held }) =>
          held.length === 0 ? (
            <p className="muted">None recorded. Your administrators record them.</p>
          ) : (
            <ul className="named-list" aria-label="My qualifications">
              {held.map((skill) => (
                <li key={skill.skill_id}>{qualificationText(skill, names)}</li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Card>
  );
}
