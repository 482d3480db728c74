import type { Skill } from '@rostra/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Options, SelectField, TextField } from '@/components/ui/field.tsx';
import { digitsOnly, skillGroups, withSkillRows, type FieldKey, type FormErrors, type ShiftTypeForm } from './shift-type-form.ts';
import type { SkillGroup } from './skill-minimums.ts';

interface SkillMinimumsEditorProps {
  form: ShiftTypeForm;
  errors: FormErrors;
  /** The organization's skills; without any (and no minimums set) the form asks for none. */
  skills: readonly Skill[];
  onChange: (form: ShiftTypeForm, edited: FieldKey[]) => void;
}

/** Every error key of a group's rows: editing a group clears them (rows shift when one is removed). */
const keysOf = (group: SkillGroup, extra = 0): FieldKey[] =>
  Array.from({ length: group.rows.length + extra }, (_, index) => `skill-${group.key}-${index}` as const);

/**
 * Skill minimums per requirement row: of the people a day needs, at least so many hold a skill
 * ("Night needs 3, of whom at least 1 Registered nurse"); one person counts for every skill they hold.
 */
export function SkillMinimumsEditor({ form, errors, skills, onChange }: SkillMinimumsEditorProps) {
  const groups = skillGroups(form);
  if (skills.length === 0 && groups.every((group) => group.rows.length === 0)) return null;
  const options = skills.map((skill) => ({ value: skill.id, label: skill.name }));
  const set = (group: SkillGroup, rows: SkillGroup['rows'], extra = 0) =>
    onChange(withSkillRows(form, group.key, rows), keysOf(group, extra));

  return (
    <fieldset className="fieldset">
      <legend>Skill minimums</legend>
      <p className="field-hint">Of the employees needed, at least this many hold the skill; one person counts for every skill they hold.</p>
      {groups.map((group) => (
        <div key={group.key} role="group" aria-label={`Skill minimums, ${group.label}`} className="skill-minimums">
          <h4>{group.label}</h4>
          {group.rows.map((row, index) => (
            <div key={index} className="skill-minimum-row">
              <SelectField
                label="Skill"
                value={row.skill_id}
                onChange={(event) =>
                  set(
                    group,
                    group.rows.map((other, i) => (i === index ? { ...other, skill_id: event.target.value } : other)),
                  )
                }
              >
                <Options options={options} />
              </SelectField>
              <TextField
                label="At least"
                inputMode="numeric"
                autoComplete="off"
                value={row.min_count}
                error={errors[`skill-${group.key}-${index}`]}
                onChange={(event) =>
                  set(
                    group,
                    group.rows.map((other, i) => (i === index ? { ...other, min_count: digitsOnly(event.target.value) } : other)),
                  )
                }
              />
              <Button
                size="sm"
                aria-label={`Remove skill minimum ${index + 1}, ${group.label}`}
                onClick={() =>
                  set(
                    group,
                    group.rows.filter((_, i) => i !== index),
                  )
                }
              >
                Remove
              </Button>
            </div>
          ))}
          {skills.length > 0 && (
            <Button
              size="sm"
              aria-label={`Add a skill minimum, ${group.label}`}
              onClick={() => {
                const unused = skills.find((skill) => !group.rows.some((row) => row.skill_id === skill.id)) ?? skills[0]!;
                set(group, [...group.rows, { skill_id: unused.id, min_count: '1' }], 1);
              }}
            >
              Add Skill Minimum
            </Button>
          )}
        </div>
      ))}
    </fieldset>
  );
}
