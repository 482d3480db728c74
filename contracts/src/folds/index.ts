export * from './membership.ts';
export * from './vacation.ts';
export * from './schedule.ts';
export * from './trades.ts';
export * from './open-shifts.ts';
