import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { Spinner } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';

interface OnDateProps<T, K extends QueryKey> {
  label: string;
  formLabel: string;
  /** The point-in-time query for a chosen day (YYYY-MM-DD); it runs once a date is chosen. */
  query: (asOf: string) => UseQueryOptions<T, Error, T, K>;
  describe: (answer: T) => string;
}

/** A point-in-time question answered from the log: pick a day, read what held at its end. */
export function OnDate<T, K extends QueryKey>({ label, formLabel, query, describe }: OnDateProps<T, K>) {
  const [date, setDate] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const answer = useQuery({ ...query(asked ?? ''), enabled: Boolean(asked) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) setAsked(date);
  };
  return (
    <form className="toolbar" onSubmit={submit} aria-label={formLabel}>
      <TextField label={label} type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      <Button type="submit" disabled={!date}>
        Look up
      </Button>
      <div aria-live="polite">
        {answer.isFetching && <Spinner label="Looking up…" />}
        {answer.isError && <Message kind="error">{errorText(answer.error)}</Message>}
        {answer.data && !answer.isFetching && <p>{`On ${asked}: ${describe(answer.data)}`}</p>}
      </div>
    </form>
  );
}
