import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/errors.ts';
import type { FlashKind } from '@/lib/use-flash.ts';
import { useCreateInvitation } from '../api/create-invitation.ts';
import {
  editRow,
  expiryProblem,
  INITIAL_ROWS,
  newRow,
  NO_VALID_ROWS,
  outcomeText,
  payload,
  rowProblem,
  sendable,
  type InviteRow,
  type InviteVariant,
} from './invite-rows.ts';

export type RowChange = Parameters<typeof editRow>[1];

/**
 * The bulk invitation table's rows and their sending: a row's problem shows once it was touched or a
 * send was attempted; valid rows are sent one after another, each marked sending, sent or failed,
 * and the outcome told in words (`show`).
 */
export function useBulkInvitations(organizationId: string, variant: InviteVariant, show: (kind: FlashKind, text: string) => void) {
  const create = useCreateInvitation(organizationId);
  const [rows, setRows] = useState<InviteRow[]>(() => Array.from({ length: INITIAL_ROWS[variant] }, newRow));
  const [touched, setTouched] = useState<Set<number>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [expiry, setExpiry] = useState('7');
  const [sending, setSending] = useState(false);

  const update = (key: number, change: RowChange) => {
    setRows((all) => all.map((row) => (row.key === key ? editRow(row, change) : row)));
    setTouched((t) => new Set(t).add(key));
  };
  const setStatus = (key: number, status: InviteRow['status'], error: string | null = null) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, status, error } : row)));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const expiryError = expiryProblem(expiry);
    const batch = sendable(rows, variant);
    if (expiryError) return;
    if (batch.length === 0) return show('error', NO_VALID_ROWS);
    setSending(true);
    let sent = 0;
    let failed = 0;
    for (const row of batch) {
      setStatus(row.key, 'sending');
      try {
        await create.mutateAsync(payload(row, expiry.trim() ? Number(expiry) : null));
        setStatus(row.key, 'sent');
        sent++;
      } catch (error) {
        setStatus(row.key, 'failed', errorText(error));
        failed++;
      }
    }
    setSending(false);
    const outcome = outcomeText(sent, failed);
    show(outcome.ok ? 'success' : 'error', outcome.text);
  };

  const problemShown = (row: InviteRow) =>
    row.status === 'draft' && (attempted || touched.has(row.key)) ? rowProblem(row, rows, variant) : null;

  return {
    rows,
    update,
    add: () => setRows((all) => [...all, newRow()]),
    remove: (key: number) => setRows((all) => all.filter((r) => r.key !== key)),
    problemShown,
    expiry,
    setExpiry,
    send,
    sending,
  };
}
