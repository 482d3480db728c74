import { LIMITS } from '@rostra/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { Flash } from './use-flash.ts';

// A message that outlives the page that raised it (signed in, registered, left an organization),
// shown by the app shell on the page it leads to, and cleared after the timeout of docs/product/limits.md#the-web-app or when
// the user moves on from that page or tab.
let current: Flash | null = null;
/** The page that raised the current notice: the navigation it starts has not happened yet there. */
let raisedOn = '';
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** A page: the path and the tab (other query parameters, like ?month=, are views of the same page). */
const pageOf = (pathname: string, search: string) => `${pathname}?${new URLSearchParams(search).get('tab') ?? ''}`;

function clear(): void {
  clearTimeout(timer);
  current = null;
  emit();
}

export function notify(kind: Flash['kind'], text: string, timeoutMs: number = LIMITS.messageTimeoutMs.long): void {
  clearTimeout(timer);
  current = { kind, text };
  raisedOn = pageOf(window.location.pathname, window.location.search);
  emit();
  timer = setTimeout(clear, timeoutMs);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current notice, for the page it was shown on: leaving that page or tab clears it. */
export function useNotice(): Flash | null {
  const notice = useSyncExternalStore(subscribe, () => current);
  const { pathname, search } = useLocation();
  const page = pageOf(pathname, search);
  const shownOn = useRef<{ notice: Flash; page: string } | null>(null);
  useEffect(() => {
    if (!notice) shownOn.current = null;
    else if (page === raisedOn && shownOn.current?.notice !== notice) return;
    else if (shownOn.current?.notice !== notice) shownOn.current = { notice, page };
    else if (shownOn.current.page !== page) clear();
  }, [notice, page]);
  return notice;
}
