import { AUDIT_CATEGORIES, AUDIT_KINDS, AUDIT_TEXT } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Options, SelectField, TextField } from '@/components/ui/field.tsx';
import type { AuditFilters } from '../api/get-audit.ts';
import { kindText } from './audit-format.ts';

const EMPTY: AuditFilters = { kind: '', member: '', actor: '', from: '', to: '' };

/**
 * Kind (a category or one kind), member, actor (e-mail or user id) and a date range; applied
 * together with Apply, so typing an address does not fetch on every key.
 */
export function AuditFilterBar({
  members,
  onApply,
}: {
  members: { id: string; label: string }[];
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) return setError(AUDIT_TEXT.fromAfterTo);
    setError(null);
    onApply(draft);
  };
  const clear = () => {
    setDraft(EMPTY);
    setError(null);
    onApply(EMPTY);
  };

  return (
    <form className="toolbar" onSubmit={submit} aria-label="Audit filters">
      <SelectField label="Kind" value={draft.kind} onChange={set('kind')}>
        <option value="">All kinds</option>
        <optgroup label="Categories">
          <Options options={AUDIT_CATEGORIES.map((category) => ({ value: category, label: `${kindText(category)} (all)` }))} />
        </optgroup>
        <optgroup label="Kinds">
          <Options options={AUDIT_KINDS.map((kind) => ({ value: kind, label: kindText(kind) }))} />
        </optgroup>
      </SelectField>
      <SelectField label="Member" value={draft.member} onChange={set('member')}>
        <option value="">All members</option>
        <Options options={members.map((member) => ({ value: member.id, label: member.label }))} />
      </SelectField>
      <TextField label="Actor" placeholder="E-mail or user id" value={draft.actor} onChange={set('actor')} />
      <TextField label="From" type="date" value={draft.from} onChange={set('from')} error={error} />
      <TextField label="To" type="date" value={draft.to} onChange={set('to')} />
      <Button type="submit" variant="primary">
        Apply
      </Button>
      <Button onClick={clear}>Clear filters</Button>
    </form>
  );
}
