import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { RenamableList } from '@/components/ui/renamable-list.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useCreateSkill } from '../api/create-skill.ts';
import { useDeleteSkill } from '../api/delete-skill.ts';
import { useSkills } from '../api/get-skills.ts';
import { useRenameSkill } from '../api/update-skill.ts';
import './skills.css';

/**
 * Skills (docs/api/skills.md): the qualifications members hold and shift types' rows ask a minimum
 * of. A skill a row asks for cannot go: the 409 names the shift types.
 */
export function SkillsCard({ organizationId, disabled }: { organizationId: string; disabled?: boolean }) {
  const skills = useSkills(organizationId);
  const create = useCreateSkill(organizationId);
  const rename = useRenameSkill(organizationId);
  const remove = useDeleteSkill(organizationId);
  const [draft, setDraft] = useState('');
  const { flash, show } = useFlash();
  const failed = (what: string) => (error: Error) => show('error', `Failed to ${what}: ${errorText(error)}`);

  const add = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(draft.trim(), {
      onSuccess: (skill) => (setDraft(''), show('success', `Skill "${skill.name}" added`)),
      onError: failed('add the skill'),
    });
  };
  return (
    <Card title="Skills">
      <FlashMessage flash={flash} />
      <Loaded query={skills} loading="Loading skills…">
        {(list) =>
          list.length === 0 ? (
            <p className="muted">No skills: shifts need people, whatever their qualifications.</p>
          ) : (
            <RenamableList
              label="Skills"
              items={list}
              disabled={disabled}
              renaming={rename.isPending}
              deletingId={remove.isPending ? remove.variables : undefined}
              onRename={(skill, name, close) =>
                rename.mutate(
                  { id: skill.id, name },
                  {
                    onSuccess: (renamed) => (close(), show('success', `Skill renamed to "${renamed.name}"`)),
                    onError: failed('rename the skill'),
                  },
                )
              }
              onDelete={(skill) =>
                remove.mutate(skill.id, {
                  onSuccess: () => show('success', `Skill "${skill.name}" deleted`),
                  onError: failed(`delete ${skill.name}`),
                })
              }
            />
          )
        }
      </Loaded>
      {!disabled && (
        <form onSubmit={add} noValidate aria-label="Add a skill" className="skill-add">
          <TextField label="Skill name" maxLength={100} value={draft} onChange={(event) => setDraft(event.target.value)} />
          <SubmitButton busy={create.isPending} busyLabel="Adding…" disabled={!draft.trim()}>
            Add Skill
          </SubmitButton>
        </form>
      )}
    </Card>
  );
}
