export * from './shift-time.ts';
export * from './check.ts';
