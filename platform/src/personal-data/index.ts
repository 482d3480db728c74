export * from './key-store.ts';
export * from './sqlite-key-store.ts';
export * from './personal-data-store.ts';
export * from './subjects.ts';
export * from './open.ts';
export * from './migrate.ts';
export * from './email-streams.ts';
