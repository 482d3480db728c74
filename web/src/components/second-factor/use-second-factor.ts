import { recoveryCode, twoFactorCode, type SecondFactorBody } from '@rostra/contracts';
import { useState } from 'react';
import { firstIssue } from '@/lib/validate.ts';

export type FactorKind = 'code' | 'recovery';

/** Authenticator apps show codes as "123 456": the spaces are not part of the code. */
export const compactCode = (value: string) => value.replace(/\s+/g, '');

/**
 * A second factor being typed: the authenticator's six-digit code, or (after 'Use a recovery code')
 * one of the recovery codes. Checked with the contracts' rules, shown once the field was left or
 * the form submitted.
 */
export function useSecondFactor() {
  const [kind, setKind] = useState<FactorKind>('code');
  const [value, setValue] = useState('');
  const [shown, setShown] = useState(false);
  const issue = kind === 'code' ? firstIssue(twoFactorCode, compactCode(value)) : firstIssue(recoveryCode, value);
  const body: SecondFactorBody = kind === 'code' ? { code: compactCode(value) } : { recovery_code: value.trim() };
  return {
    kind,
    value,
    error: shown ? issue : null,
    change: (next: string) => setValue(next),
    touch: () => setShown(true),
    toggle: () => {
      setKind((k) => (k === 'code' ? 'recovery' : 'code'));
      setValue('');
      setShown(false);
    },
    /** Marks the field as submitted; the body to send when it passes, else null. */
    submit: (): SecondFactorBody | null => {
      setShown(true);
      return issue ? null : body;
    },
  };
}

export type SecondFactor = ReturnType<typeof useSecondFactor>;
