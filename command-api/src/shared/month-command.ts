import type { RuleViolation } from '@rostra/contracts';
import { AppError } from '@rostra/platform';

/** The month a command on the month's stream (`schedule-{organizationId}-{yyyy-mm}`) is about. */
export interface MonthRef {
  organizationId: string;
  year: number;
  month: number;
}

/** Whether `date` is a real day of the month. */
export const inMonth = (date: string, { year, month }: Omit<MonthRef, 'organizationId'>) =>
  date.startsWith(`${year}-${String(month).padStart(2, '0')}-`) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));

/** A refusal that names the rules a change of the month would break: the route answers them with the 409. */
export class RulesBroken extends AppError {
  constructor(
    readonly violations: RuleViolation[],
    detail: string,
  ) {
    super('conflict', detail);
  }
}
