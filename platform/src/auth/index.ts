export * from './password.ts';
export * from './access-token.ts';
export * from './authenticate.ts';
export * from './secret.ts';
export * from './rate-limiter.ts';
export * from './session-user.ts';
export * from './authorize.ts';
