import type { ActiveSession } from '@rostra/contracts';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { SessionsTable } from './sessions-table.tsx';
import './account-security.css';

type Asking = { kind: 'one'; session: ActiveSession } | { kind: 'others' } | { kind: 'everywhere' } | null;

interface Props {
  /** This device's session was signed out: its tokens are gone. */
  onSignedOutHere: () => void;
  /** 'Sign out everywhere', this device included: the page's global logout. */
  onSignOutEverywhere: () => void;
}

/** Profile → Sessions: where the account is signed in, with 'Sign out' per session and for all of them. */
export function SessionsCard({ onSignedOutHere, onSignOutEverywhere }: Props) {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [asking, setAsking] = useState<Asking>(null);
  const { flash, show } = useFlash();
  const ask = useCallback((session: ActiveSession) => setAsking({ kind: 'one', session }), []);
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const confirm = () => {
    if (asking?.kind === 'everywhere') return onSignOutEverywhere();
    if (asking?.kind === 'others')
      return revokeOthers.mutate(undefined, {
        onSuccess: (answer) => show('success', answer.message),
        onError: (error) => show('error', errorText(error)),
        onSettled: () => setAsking(null),
      });
    if (asking?.kind === 'one') {
      const { session } = asking;
      // Not mutate() callbacks: signing this device out unmounts the page before they would run.
      revoke
        .mutateAsync(session)
        .then((answer) => (session.current ? onSignedOutHere() : show('success', answer.message)))
        .catch((error: unknown) => show('error', errorText(error)))
        .finally(() => setAsking(null));
    }
  };

  const dialog =
    asking?.kind === 'one'
      ? {
          title: 'Sign out this session?',
          description: asking.session.current
            ? 'This is the device you are using now: you will be signed out here and need to sign in again.'
            : `${asking.session.device} will be signed out and will need to sign in again.`,
          label: 'Sign out',
        }
      : asking?.kind === 'others'
        ? {
            title: 'Sign out everywhere else?',
            description: 'Every other device and browser will be signed out. You stay signed in here.',
            label: 'Sign out everywhere else',
          }
        : {
            title: 'Sign out everywhere?',
            description: 'Every device and browser will be signed out, this one included.',
            label: 'Sign out everywhere',
          };

  return (
    <Card
      title="Sessions"
      actions={
        sessions.data && (
          <>
            <Button size="sm" onClick={() => setAsking({ kind: 'others' })} disabled={others === 0}>
              Sign out everywhere else
            </Button>
            <Button size="sm" variant="danger" onClick={() => setAsking({ kind: 'everywhere' })}>
              Sign out everywhere
            </Button>
          </>
        )
      }
    >
      <p className="field-hint card-intro">
        The devices and browsers where you are signed in. Sign out any you do not recognise, then change your password.
      </p>
      <FlashMessage flash={flash} />
      <Loaded query={sessions} loading="Loading your sessions…" failure={(error) => `Failed to load your sessions: ${errorText(error)}`}>
        {(data) => <SessionsTable sessions={data} onSignOut={ask} />}
      </Loaded>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={dialog.title}
        description={dialog.description}
        confirmLabel={dialog.label}
        danger
        busy={revoke.isPending || revokeOthers.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
