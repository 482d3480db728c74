import { getContainerRuntimeClient } from 'testcontainers';

export type ContainerRuntime = { available: true } | { available: false; reason: string };

let probe: Promise<ContainerRuntime> | undefined;

/**
 * Whether testcontainers can reach a container engine. Suites that need EventStoreDB or MongoDB
 * skip with this reason where there is none (as on the build machines), instead of failing.
 */
export function containerRuntime(): Promise<ContainerRuntime> {
  probe ??= getContainerRuntimeClient().then(
    (): ContainerRuntime => ({ available: true }),
    (error: unknown): ContainerRuntime => ({
      available: false,
      reason: `no container engine reachable: ${error instanceof Error ? error.message : String(error)}`,
    }),
  );
  return probe;
}
