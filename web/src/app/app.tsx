import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { hasStatus } from '../lib/errors.ts';
import { AppRoutes } from './app-routes.tsx';
import { SessionKeeper } from './session-keeper.tsx';

/** General queries retry once (none on 401/403/404) and never refetch on window focus (docs/product/limits.md). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !hasStatus(error, 401, 403, 404),
        refetchOnWindowFocus: false,
      },
    },
  });
}

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionKeeper />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
