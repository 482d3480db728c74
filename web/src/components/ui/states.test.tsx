import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { Loaded } from './states.tsx';

function Names({ load, failure }: { load: () => Promise<string[]>; failure?: string | ((error: Error) => string) }) {
  const query = useQuery({ queryKey: ['names'], queryFn: load });
  return (
    <Loaded query={query} loading="Loading names…" failure={failure}>
      {(names) => <p>{names.join(', ')}</p>}
    </Loaded>
  );
}

describe("a query's states", () => {
  it('shows the spinner, then the data', async () => {
    renderWithProviders(<Names load={async () => ['Ann', 'Bo']} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading names…');
    expect(await screen.findByText('Ann, Bo')).toBeInTheDocument();
  });

  it("says a failure in the error's words unless told otherwise, and retries", async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error('Server is down');
      return ['Ann'];
    };
    const { user } = renderWithProviders(<Names load={load} failure={(error) => `Failed to load names: ${error.message}`} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load names: Server is down');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ann')).toBeInTheDocument();
  });

  it('takes a fixed failure text, or by default the error text', async () => {
    const failing = async (): Promise<string[]> => {
      throw new Error('Server is down');
    };
    const { unmount } = renderWithProviders(<Names load={failing} failure="Failed to load name information" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load name information');
    unmount();
    renderWithProviders(<Names load={failing} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server is down');
  });
});
