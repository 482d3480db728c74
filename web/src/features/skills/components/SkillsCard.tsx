import type { Skill } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Button, SubmitButton } from '../../../components/ui/Button.tsx';
import { Card } from '../../../components/ui/Card.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { FlashMessage } from '../../../components/ui/Message.tsx';
import { Loaded } from '../../../components/ui/States.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useFlash } from '../../../lib/use-flash.ts';
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
  const [renaming, setRenaming] = useState<Skill | null>(null);
  const { flash, show } = useFlash();
  const failed = (what: string) => (error: Error) => show('error', `Failed to ${what}: ${errorText(error)}`);

  const add = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(draft.trim(), {
      onSuccess: (skill) => (setDraft(''), show('success', `Skill "${skill.name}" added`)),
      onError: failed('add the skill'),
    });
  };
  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    rename.mutate(
      { id: renaming.id, name: renaming.name.trim() },
      {
        onSuccess: (skill) => (setRenaming(null), show('success', `Skill renamed to "${skill.name}"`)),
        onError: failed('rename the skill'),
      },
    );
  };
  const erase = (skill: Skill) =>
    remove.mutate(skill.id, {
      onSuccess: () => show('success', `Skill "${skill.name}" deleted`),
      onError: failed(`delete ${skill.name}`),
    });

  return (
    <Card title="Skills">
      <FlashMessage flash={flash} />
      <Loaded query={skills} loading="Loading skills…">
        {(list) =>
          list.length === 0 ? (
            <p className="muted">No skills: shifts need people, whatever their qualifications.</p>
          ) : (
            <ul className="skill-list" aria-label="Skills">
              {list.map((skill) =>
                renaming?.id === skill.id ? (
                  <li key={skill.id}>
                    <form onSubmit={saveName} noValidate aria-label={`Rename ${skill.name}`} className="skill-rename">
                      <TextField
                        label={`New name for ${skill.name}`}
                        maxLength={100}
                        value={renaming.name}
                        onChange={(event) => setRenaming({ id: skill.id, name: event.target.value })}
                      />
                      <div className="row-actions">
                        <SubmitButton size="sm" busy={rename.isPending} busyLabel="Saving…" disabled={!renaming.name.trim()}>
                          Save Name
                        </SubmitButton>
                        <Button size="sm" onClick={() => setRenaming(null)}>
                          Cancel
                        </Button>
                      </div>
                    </form>
                  </li>
                ) : (
                  <li key={skill.id}>
                    <strong>{skill.name}</strong>
                    {!disabled && (
                      <div className="row-actions">
                        <Button size="sm" aria-label={`Rename ${skill.name}`} onClick={() => setRenaming(skill)}>
                          Rename
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={`Delete ${skill.name}`}
                          busy={remove.isPending && remove.variables === skill.id}
                          onClick={() => erase(skill)}
                        >
                          Delete
                        </Button>
                      </div>
                    )}
                  </li>
                ),
              )}
            </ul>
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
