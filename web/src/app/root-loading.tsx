import { Spinner } from '../components/ui/states.tsx';

export function RootLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <main className="center-screen">
      <Spinner label={label} />
    </main>
  );
}
