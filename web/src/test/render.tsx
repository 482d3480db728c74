import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders with a fresh query client (no retries) and a router at `path` (with navigation `state`, if any); returns a user-event session too.
 * `strict`: under React's StrictMode at the root, as main.tsx renders the app (effects run twice in development).
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', state, strict = false }: { path?: string; state?: unknown; strict?: boolean } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
    { reactStrictMode: strict },
  );
  return { ...result, user, queryClient };
}
