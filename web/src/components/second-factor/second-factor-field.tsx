import { TextField } from '../ui/field.tsx';
import type { SecondFactor } from './use-second-factor.ts';

/** The code field of a second factor, with the switch between the authenticator's code and a recovery code. */
export function SecondFactorField({ factor, autoFocus }: { factor: SecondFactor; autoFocus?: boolean }) {
  const recovery = factor.kind === 'recovery';
  return (
    <>
      <TextField
        key={factor.kind}
        label={recovery ? 'Recovery code' : 'Authentication code'}
        hint={
          recovery
            ? 'One of the recovery codes you saved when you turned on two-factor authentication. Each one works once.'
            : 'The 6-digit code shown by your authenticator app.'
        }
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        spellCheck={false}
        autoFocus={autoFocus}
        value={factor.value}
        onChange={(event) => factor.change(event.target.value)}
        onBlur={factor.touch}
        error={factor.error}
      />
      <p>
        <button type="button" className="btn-link" onClick={factor.toggle}>
          {recovery ? 'Use an authentication code' : 'Use a recovery code'}
        </button>
      </p>
    </>
  );
}
