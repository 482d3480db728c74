import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A failed load: the text and, when it can be retried, a Retry button. */
export function ErrorState({ text, onRetry, retryLabel = 'Retry' }: { text: string; onRetry?: () => void; retryLabel?: string }) {
  return (
    <div className="message message-error state" role="alert">
      <p>{text}</p>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="empty">{children}</div>;
}
