import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '@/lib/errors.ts';
import { Button } from './button.tsx';

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

interface LoadedProps<T> {
  query: UseQueryResult<T>;
  /** The spinner's text ('Loading tokens…'). */
  loading: string;
  /** What a failure says: a fixed text, or one made from the error; by default the error's own text. */
  failure?: string | ((error: Error) => string);
  retryLabel?: string;
  children: (data: T) => ReactNode;
}

/** A query's data once loaded; until then a spinner, and on failure its text with a retry. */
export function Loaded<T>({ query, loading, failure = errorText, retryLabel, children }: LoadedProps<T>) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError)
    return (
      <ErrorState
        text={typeof failure === 'string' ? failure : failure(query.error)}
        onRetry={() => void query.refetch()}
        retryLabel={retryLabel}
      />
    );
  return children(query.data);
}
