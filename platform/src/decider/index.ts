export * from './decider.ts';
export * from './execute.ts';
