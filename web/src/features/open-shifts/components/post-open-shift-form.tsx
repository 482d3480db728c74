import { openShiftPostBody } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button.tsx';
import { Options, RangeField, SelectField, TextField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { shiftTypesQuery } from '@/lib/shift-types-query.ts';
import { firstIssue } from '@/lib/validate.ts';
import { usePostOpenShift } from '../api/post-open-shift.ts';

const COUNT = { min: 1, max: 50 };

/** Post open shift: a day of a published month, a shift type and how many places (POST {S}/open-shifts). */
export function PostOpenShiftForm({ organizationId, onPosted }: { organizationId: string; onPosted: (text: string) => void }) {
  const shiftTypes = useQuery({ ...shiftTypesQuery(organizationId), select: (types) => types.filter((t) => t.is_active) });
  const post = usePostOpenShift(organizationId);
  const [date, setDate] = useState('');
  const [shiftTypeId, setShiftTypeId] = useState('');
  const [count, setCount] = useState('1');
  const [missing, setMissing] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const places = Number(count);
    if (!date || !shiftTypeId) return setMissing('Choose a day and a shift type.');
    const countIssue = firstIssue(openShiftPostBody.shape.count, places);
    if (countIssue) return setMissing(`Places: ${countIssue}`);
    setMissing(null);
    post.mutate(
      { date, shift_type_id: shiftTypeId, count: places },
      {
        onSuccess: () => {
          setDate('');
          onPosted('Open shift posted: the members who may take it are told.');
        },
      },
    );
  };

  return (
    <form className="open-shift-form" onSubmit={submit} noValidate aria-label="Post open shift">
      <TextField label="Day" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      <SelectField label="Shift type" value={shiftTypeId} onChange={(event) => setShiftTypeId(event.target.value)}>
        <option value="">Choose…</option>
        <Options options={(shiftTypes.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
      </SelectField>
      <RangeField label="Places" range={COUNT} value={count} onChange={(event) => setCount(event.target.value)} />
      <SubmitButton busy={post.isPending} busyLabel="Posting…">
        Post Open Shift
      </SubmitButton>
      {missing && <Message kind="error">{missing}</Message>}
      {post.isError && <Message kind="error">{errorText(post.error)}</Message>}
    </form>
  );
}
