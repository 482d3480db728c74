import { SKILL_TEXT, type MemberSkill, type MembersResponse } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Button, SubmitButton } from '@/components/ui/button.tsx';
import { Options, SelectField, TextField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useSkills } from '../api/get-skills.ts';
import { useSetMemberSkills } from '../api/set-member-skills.ts';

interface MemberSkillsEditorProps {
  organizationId: string;
  /** A row of the member list, with the qualifications they hold now. */
  member: Pick<MembersResponse['members'][number], 'id'> & { skills?: readonly MemberSkill[] };
}

/** A qualification as edited: an empty date is one without end. */
interface Row {
  skill_id: string;
  valid_until: string;
}

/** Each skill once (the API's rule, said before asking it). */
const twiceAt = (rows: readonly Row[]) => rows.map((row, index) => rows.findIndex((other) => other.skill_id === row.skill_id) !== index);

/** A member's qualifications (docs/api/skills.md#a-members-qualifications): each a skill and the last day it counts; not shown for an organization without skills. */
export function MemberSkillsEditor({ organizationId, member }: MemberSkillsEditorProps) {
  const skills = useSkills(organizationId);
  const save = useSetMemberSkills(organizationId, member.id);
  const [rows, setRows] = useState<Row[]>(() => (member.skills ?? []).map((held) => ({ ...held, valid_until: held.valid_until ?? '' })));
  const { flash, show } = useFlash();
  if (!skills.data?.length) return null;
  const options = skills.data.map((skill) => ({ value: skill.id, label: skill.name }));
  const twice = twiceAt(rows);

  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const add = () => {
    const unused = skills.data.find((skill) => !rows.some((row) => row.skill_id === skill.id)) ?? skills.data[0]!;
    setRows((current) => [...current, { skill_id: unused.id, valid_until: '' }]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (twice.some(Boolean)) return;
    save.mutate(
      rows.map((row) => ({ skill_id: row.skill_id, valid_until: row.valid_until || null })),
      {
        onSuccess: () => show('success', rows.length ? 'Qualifications saved' : 'Qualifications saved: none held'),
        onError: (error) => show('error', `Failed to save the qualifications: ${errorText(error)}`),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Qualifications">
      <FlashMessage flash={flash} />
      <fieldset>
        <legend>Qualifications</legend>
        {rows.length === 0 && <p className="field-hint">None held.</p>}
        {rows.map((row, index) => (
          <div key={index} className="qualification-row" role="group" aria-label={`Qualification ${index + 1}`}>
            <SelectField
              label="Skill"
              value={row.skill_id}
              error={twice[index] ? SKILL_TEXT.skillTwice : null}
              onChange={(event) => change(index, { skill_id: event.target.value })}
            >
              <Options options={options} />
            </SelectField>
            <TextField
              label="Valid until"
              type="date"
              optional
              hint="Empty: without end."
              value={row.valid_until}
              onChange={(event) => change(index, { valid_until: event.target.value })}
            />
            <Button
              size="sm"
              aria-label={`Remove qualification ${index + 1}`}
              onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button size="sm" onClick={add}>
          Add Qualification
        </Button>
      </fieldset>
      <SubmitButton size="sm" busy={save.isPending} busyLabel="Saving…" disabled={twice.some(Boolean)}>
        Save Qualifications
      </SubmitButton>
    </form>
  );
}
