import { GENERATION_TEXT, type GenerationResult, type GenerationStatus } from '@rostra/contracts';
import { hasStatus } from '@/lib/errors.ts';
import { ApiError } from '@/lib/http.ts';

// docs/product/states.md#schedule-generation and docs/product/error-texts.md#schedule-generation: what a generation's outcome says, and in which colour.

export type Tone = 'success' | 'error' | 'warning';

export interface Outcome {
  tone: Tone;
  text: string;
  /** The fix is in Org Administration's Shift Requirements tab: the modal links there. */
  setup?: true;
}

/** The failures that need the admin to change the inputs show red; the rest orange. */
const RED: readonly GenerationStatus[] = ['infeasible', 'no_employees', 'no_shift_types', 'no_shift_requirements'];

/** Missing shift types or requirements: both are set up under Shift Requirements. */
const SETUP: readonly GenerationStatus[] = ['no_shift_types', 'no_shift_requirements'];
/** The text of docs/product/error-texts.md#schedule-generation names the section by its old name; the app calls it Shift Requirements. */
const inAppWords = (text: string) => text.replace('the Employment Configuration section', 'Shift Requirements (Org Administration)');

export const MODAL_FALLBACK = 'An error occurred while generating the schedule';

export function resultOutcome(result: GenerationResult | undefined): Outcome {
  if (!result?.status) return { tone: 'error', text: result?.error || MODAL_FALLBACK };
  const known = (GENERATION_TEXT as Record<string, string | undefined>)[result.status];
  if (result.success) return { tone: 'success', text: known ?? GENERATION_TEXT.optimal };
  if (!known) return { tone: 'warning', text: `Unknown scheduling status: ${result.status}` };
  const tone = RED.includes(result.status) ? 'error' : 'warning';
  return SETUP.includes(result.status) ? { tone, text: inAppWords(known), setup: true } : { tone, text: known };
}

/** A generation call that failed (no result): the texts of docs/product/error-texts.md#schedule-generation by status. */
export function generationFailure(error: unknown): Outcome {
  if (hasStatus(error, 403)) return { tone: 'error', text: 'You do not have permission to generate schedules for this organization.' };
  if (hasStatus(error, 400)) return { tone: 'error', text: (error as ApiError).detail ?? 'Invalid request parameters.' };
  if (error instanceof ApiError && error.status >= 500)
    return { tone: 'error', text: 'Server error occurred during schedule generation. Please try again later.' };
  const message = error instanceof ApiError ? error.detail : error instanceof Error ? error.message : null;
  return { tone: 'error', text: message || 'Failed to generate schedule. Please check your connection and try again.' };
}

export function clearFailure(error: unknown): string {
  if (hasStatus(error, 403)) return 'You do not have permission to clear schedules for this organization.';
  if (error instanceof ApiError && error.detail) return error.detail;
  return (error instanceof Error && !(error instanceof ApiError) && error.message) || 'Failed to clear schedule';
}
