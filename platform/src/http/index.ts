export * from './errors.ts';
export * from './validate.ts';
export * from './error-handler.ts';
export * from './positions.ts';
export * from './respond.ts';
export * from './read-your-writes.ts';
export * from './service-deps.ts';
export * from './json-body.ts';
