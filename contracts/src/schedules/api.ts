import { z } from 'zod';
import { wholeNumber } from '../shared/fields.ts';

const year = wholeNumber(2000, 2100);
const month = wholeNumber(1, 12);

/** The generation request of docs/product/entities.md#schedule. */
export const generateScheduleBody = z.object({
  organization_id: z.union([z.string().regex(/^\d{1,15}$/), z.number().int().positive()]).transform(String),
  year,
  month,
});

export const monthQuery = z.object({ year, month });

export type GenerationStatus =
  'optimal' | 'feasible' | 'infeasible' | 'no_employees' | 'no_shift_types' | 'no_shift_requirements' | 'invalid_model' | 'timeout';

/** The generation result of docs/product/entities.md#schedule. */
export interface GenerationResult {
  success: boolean;
  status: GenerationStatus;
  /** Date → ids of the members working that day. */
  schedule: Record<string, string[]> | null;
  error: string | null;
}

/** GET …/schedules/solver-settings: what bounds a generation (the web's time estimate never goes past it). */
export interface SolverSettings {
  time_limit_seconds: number;
}

/** The texts of each generation status (docs/product/error-texts.md#schedule-generation). */
export const GENERATION_TEXT: Record<GenerationStatus, string> = {
  optimal: 'Schedule generated successfully with optimal solution',
  feasible: 'Schedule generated successfully with feasible solution',
  infeasible:
    'No feasible schedule could be generated with current constraints. Consider adjusting shift requirements or employee availability.',
  no_employees: 'No employees found for this organization. Please add employees before generating a schedule.',
  no_shift_types:
    'No shift types are configured for this organization. Please add shift types in the Employment Configuration section before generating schedules.',
  no_shift_requirements:
    'No shift requirements are configured. Please set how many employees are needed for each shift type before generating schedules.',
  invalid_model: 'Scheduling model configuration is invalid. Please check shift types and requirements.',
  timeout: 'Schedule generation timed out. Try reducing the complexity or contact support.',
};
