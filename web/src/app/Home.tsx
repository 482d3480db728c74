import { useQuery } from '@tanstack/react-query';

interface Health {
  status: 'ok' | 'degraded';
}

async function fetchHealth(): Promise<Health> {
  const response = await fetch('/api/health');
  return (await response.json()) as Health;
}

/** The landing page until the sign-in screen arrives: product name, tagline and service status. */
export function Home() {
  const health = useQuery({ queryKey: ['health'], queryFn: fetchHealth });
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Rostra</h1>
      <p>Manage your team's schedules with ease</p>
      <p role="status">
        Service status: {health.isPending ? 'checking…' : health.isError ? 'unreachable' : health.data.status}
      </p>
    </main>
  );
}
