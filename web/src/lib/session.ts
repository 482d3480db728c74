import { LIMITS, type TokenResponse } from '@rostra/contracts';
import { request } from './http.ts';
import { clock } from './clock.ts';

// The signed-in session on this device: tokens in local storage (shared by every tab), refreshed
// before they expire (docs/product/api-calls.md: checked every 30 s, renewed when 90 s remain).

const KEY = 'rostra.session';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const signOutListeners = new Set<Listener>();

function read(): Tokens | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Tokens | null;
    return value && typeof value.access_token === 'string' && typeof value.refresh_token === 'string' ? value : null;
  } catch {
    return null;
  }
}

let current: Tokens | null = read();

function write(tokens: Tokens | null): void {
  current = tokens;
  if (tokens) localStorage.setItem(KEY, JSON.stringify(tokens));
  else localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

// Another tab signed in, refreshed or signed out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    const was = current;
    current = read();
    listeners.forEach((listener) => listener());
    if (was && !current) signOutListeners.forEach((listener) => listener());
  });
}

export const session = {
  tokens: (): Tokens | null => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called when the session ends without the user asking (a 401, a failed refresh, another tab). */
  onSignedOut(listener: Listener): () => void {
    signOutListeners.add(listener);
    return () => signOutListeners.delete(listener);
  },
  start(answer: TokenResponse): void {
    write({
      access_token: answer.access_token,
      refresh_token: answer.refresh_token,
      expires_at: clock.now().getTime() + answer.expires_in * 1000,
    });
  },
  /** Forgets the tokens; `expired` tells the app to go to the sign-in page. */
  end({ expired = false } = {}): void {
    write(null);
    if (expired) signOutListeners.forEach((listener) => listener());
  },
  needsRenewal(tokens: Tokens | null = current): boolean {
    return tokens !== null && tokens.expires_at - clock.now().getTime() <= LIMITS.tokenRenewWhenRemainingMs;
  },
};

let inFlight: Promise<Tokens | null> | null = null;

/**
 * Exchanges the refresh token for new tokens. Refresh tokens rotate and a reused one revokes the
 * whole family, so tabs take turns (Web Locks) and a tab skips the call when another has just renewed.
 * `rejected`: the access token the server just refused with a 401.
 */
export function refreshSession({ rejected }: { rejected?: string } = {}): Promise<Tokens | null> {
  inFlight ??= withLock(async () => {
    const latest = read();
    if (!latest) return null;
    // Nothing to do when the token is still fresh, or when the rejected one was already replaced.
    const due = rejected ? latest.access_token === rejected : session.needsRenewal(latest);
    if (!due) {
      current = latest;
      return latest;
    }
    try {
      session.start(await request<TokenResponse>('POST', '/auth/refresh', { body: { refresh_token: latest.refresh_token } }));
      return current;
    } catch (error) {
      if ((error as { status?: number }).status === 401) session.end({ expired: true });
      throw error;
    }
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('rostra-session-refresh', work) : work();
}

/** Checks every 30 s whether the token is due for renewal; returns the stop function. */
export function keepSessionFresh(): () => void {
  const tick = () => {
    if (session.needsRenewal()) refreshSession().catch(() => undefined);
  };
  tick();
  const timer = setInterval(tick, LIMITS.tokenRefreshIntervalMs);
  return () => clearInterval(timer);
}
