export * from './projection.ts';
export * from './runner.ts';
export * from './rebuild.ts';
export * from './checkpoints.ts';
export * from './status.ts';
export type { ProjectionFailure } from './failure.ts';
export * from './fingerprint.ts';
export { generationTag, type Generation } from './generations.ts';
export * from './operations.ts';
