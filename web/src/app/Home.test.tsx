import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Home } from './Home.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the landing page', () => {
  it('shows the tagline and the service status from /api/health', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 'ok' }))));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Home />
      </QueryClientProvider>,
    );
    expect(screen.getByText("Manage your team's schedules with ease")).toBeInTheDocument();
    expect(await screen.findByText('Service status: ok')).toBeInTheDocument();
  });
});
