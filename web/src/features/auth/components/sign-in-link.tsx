import { ACCOUNT_SECURITY_TEXT, signInLinkBody } from '@rostra/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { firstIssue } from '@/lib/validate.ts';
import { useSignInWithLink } from '../api/sign-in-with-link.ts';
import { SecondFactorStep } from './second-factor-step.tsx';

function Ended({ text }: { text: string }) {
  return (
    <>
      <Message kind="error">{text}</Message>
      <p>
        <Link to="/auth/login">Back to sign in</Link>
      </p>
    </>
  );
}

/**
 * Opens a mailed sign-in link at once: it signs in, or goes on to the two-factor step of the sign-in
 * form. The link works once, so it is sent once per visit, however often React runs the effect.
 * A dead link (malformed, unknown, expired, used) shows why, with the way back to sign in.
 */
export function SignInLink({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const signIn = useSignInWithLink();
  const navigate = useNavigate();
  const malformed = firstIssue(signInLinkBody.shape.token, token) !== null;
  const sent = useRef(false);
  const [ended, setEnded] = useState<string | null>(null);
  const { mutate } = signIn;

  useEffect(() => {
    if (malformed || sent.current) return;
    sent.current = true;
    mutate({ token }, { onSuccess: (outcome) => outcome.kind === 'signed-in' && onSignedIn() });
  }, [malformed, mutate, token, onSignedIn]);

  if (malformed) return <Ended text={ACCOUNT_SECURITY_TEXT.signInLinkInvalid} />;
  if (signIn.isError) return <Ended text={errorText(signIn.error)} />;
  if (ended) return <Ended text={ended} />;
  if (signIn.data?.kind === 'two-factor')
    return (
      <SecondFactorStep
        challenge={signIn.data.challenge}
        onSignedIn={onSignedIn}
        onRestart={(reason) => (reason ? setEnded(reason) : navigate('/auth/login'))}
      />
    );
  return <Message kind="info">Signing you in…</Message>;
}
