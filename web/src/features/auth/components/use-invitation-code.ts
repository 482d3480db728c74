import { urlToken } from '@rostra/contracts';
import { useEffect, useState } from 'react';

export type CodeState = 'idle' | 'invalid' | 'checking' | 'accepted';

/** How long a well-formed code waits before it counts as accepted (docs/product/states.md#members-and-invitations: "after a short pause"). */
export const CODE_ACCEPT_DELAY_MS = 400;

function stateOf(value: string): CodeState {
  if (!value.trim()) return 'idle';
  return urlToken.safeParse(value.trim()).success ? 'checking' : 'invalid';
}

/** The invitation code: none is idle, a malformed one invalid, a well-formed one accepted shortly after. */
export function useInvitationCode(initial: string) {
  const [value, setValue] = useState(initial);
  const [state, setState] = useState<CodeState>(() => stateOf(initial));
  useEffect(() => {
    if (state !== 'checking') return;
    const timer = setTimeout(() => setState('accepted'), CODE_ACCEPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, value]);
  const change = (next: string) => {
    setValue(next);
    setState(stateOf(next));
  };
  return { value, state, change };
}
