export * from './types.ts';
export * from './notices.ts';
export * from './sources.ts';
export * from './open-shift-notices.ts';
