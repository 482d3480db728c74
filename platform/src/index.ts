export * from './config/config.ts';
export * from './logging/logger.ts';
export * from './http/index.ts';
export * from './projection/index.ts';
export * from './event-store/port.ts';
export * from './read-store/index.ts';
