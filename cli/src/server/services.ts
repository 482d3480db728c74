/** The parts one process can run; `all` is the embedded default, compose runs one per container. */
export const SERVICES = ['command-api', 'query-api', 'projections', 'solver', 'web'] as const;
export type Service = (typeof SERVICES)[number];

export function parseServices(value: string): Set<Service> {
  if (value === 'all') return new Set(SERVICES);
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(SERVICES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`Unknown service ${unknown.join(', ')}; expected all or any of ${SERVICES.join(', ')}`);
  return new Set(names as Service[]);
}
