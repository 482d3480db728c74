export * from './shift-time.ts';
