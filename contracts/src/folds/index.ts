export * from './membership.ts';
export * from './vacation.ts';
