export * from './limits.ts';
export * from './texts.ts';
export * from './fields.ts';
export * from './auth.ts';
export * from './organizations.ts';
export * from './creation-tokens.ts';
export * from './events/index.ts';
