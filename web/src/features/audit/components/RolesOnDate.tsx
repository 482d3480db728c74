import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Message } from '../../../components/ui/Message.tsx';
import { Spinner } from '../../../components/ui/States.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useRolesAsOf } from '../api/get-roles-as-of.ts';
import { rolesText } from './audit-format.ts';

const STANDING = { member: 'a member', invited: 'invited', none: 'not in the organization' } as const;

/** "Roles on date": the member's roles at the end of a chosen day, answered from the log. */
export function RolesOnDate({ organizationId, memberId }: { organizationId: string; memberId: string }) {
  const [date, setDate] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const roles = useRolesAsOf(organizationId, memberId, asked);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) setAsked(date);
  };
  return (
    <form className="toolbar" onSubmit={submit} aria-label="Point-in-time roles">
      <TextField label="Roles on date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      <Button type="submit" disabled={!date}>
        Look up
      </Button>
      <div aria-live="polite">
        {roles.isFetching && <Spinner label="Looking up…" />}
        {roles.isError && <Message kind="error">{errorText(roles.error)}</Message>}
        {roles.data && !roles.isFetching && (
          <p>{`On ${asked}: ${STANDING[roles.data.status]}${roles.data.status === 'none' ? '' : `, roles ${rolesText(roles.data)}`}`}</p>
        )}
      </div>
    </form>
  );
}
