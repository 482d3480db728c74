import { LIMITS } from '@rostra/contracts';
import { useSyncExternalStore } from 'react';
import type { Flash } from './use-flash.ts';

// A message that outlives the page that raised it (signed in, registered, left an organization),
// shown by the app shell and cleared after the SPEC §9 timeout.
let current: Flash | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function notify(kind: Flash['kind'], text: string, timeoutMs: number = LIMITS.messageTimeoutMs.long): void {
  clearTimeout(timer);
  current = { kind, text };
  emit();
  timer = setTimeout(() => {
    current = null;
    emit();
  }, timeoutMs);
}

export function useNotice(): Flash | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
