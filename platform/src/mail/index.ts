export * from './mailer.ts';
export * from './outbox.ts';
export * from './secrets.ts';
export * from './outbox-retention.ts';
