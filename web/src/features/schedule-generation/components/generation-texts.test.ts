import { GENERATION_TEXT } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http.ts';
import { clearFailure, generationFailure, MODAL_FALLBACK, resultOutcome } from './generation-texts.ts';

const result = (status: string, success = false) => ({ success, status, schedule: null, error: null }) as never;

describe('generation outcomes (docs/product/states.md, docs/product/error-texts.md)', () => {
  it('says success in green with the solution quality', () => {
    expect(resultOutcome(result('optimal', true))).toEqual({
      tone: 'success',
      text: 'Schedule generated successfully with optimal solution',
    });
    expect(resultOutcome(result('feasible', true)).text).toBe('Schedule generated successfully with feasible solution');
  });

  it('shows the input problems red and the rest orange', () => {
    for (const status of ['infeasible', 'no_employees'] as const)
      expect(resultOutcome(result(status))).toEqual({ tone: 'error', text: GENERATION_TEXT[status] });
    expect(resultOutcome(result('no_shift_requirements'))).toEqual({
      tone: 'error',
      text: GENERATION_TEXT.no_shift_requirements,
      setup: true,
    });
    for (const status of ['invalid_model', 'timeout'] as const)
      expect(resultOutcome(result(status))).toEqual({ tone: 'warning', text: GENERATION_TEXT[status] });
    expect(resultOutcome(result('exploded'))).toEqual({ tone: 'warning', text: 'Unknown scheduling status: exploded' });
    expect(resultOutcome(undefined).text).toBe(MODAL_FALLBACK);
  });

  it('names the section where shift types are added as the app does, and marks it for a link', () => {
    expect(resultOutcome(result('no_shift_types'))).toEqual({
      tone: 'error',
      text: 'No shift types are configured for this organization. Please add shift types in Shift Requirements (Org Administration) before generating schedules.',
      setup: true,
    });
  });

  it('words failed calls by their status', () => {
    expect(generationFailure(new ApiError(403, 'Only administrators of this organization can do this')).text).toBe(
      'You do not have permission to generate schedules for this organization.',
    );
    expect(generationFailure(new ApiError(400, 'month: month is required')).text).toBe('month: month is required');
    expect(generationFailure(new ApiError(400, null)).text).toBe('Invalid request parameters.');
    expect(generationFailure(new ApiError(502, null)).text).toBe(
      'Server error occurred during schedule generation. Please try again later.',
    );
    expect(generationFailure(new Error('Could not reach the server: offline')).text).toBe('Could not reach the server: offline');
    expect(generationFailure({}).text).toBe('Failed to generate schedule. Please check your connection and try again.');
  });

  it('words failed clearing', () => {
    expect(clearFailure(new ApiError(403, 'x'))).toBe('You do not have permission to clear schedules for this organization.');
    expect(clearFailure(new ApiError(404, 'Organization not found'))).toBe('Organization not found');
    expect(clearFailure(new Error('offline'))).toBe('offline');
    expect(clearFailure(new ApiError(500, null))).toBe('Failed to clear schedule');
  });
});
