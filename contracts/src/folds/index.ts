export * from './membership.ts';
export * from './vacation.ts';
export * from './schedule.ts';
