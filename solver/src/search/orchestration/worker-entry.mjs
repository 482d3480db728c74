// Plain-JS entry of the solver's worker threads: enables TypeScript (tsx) in the thread, whatever
// loaded the parent (tsx, vitest), then runs the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
