export * from './shift-time.ts';
export * from './check.ts';
export * from './skill-cover.ts';
export * from './exchange.ts';
export * from './facts.ts';
