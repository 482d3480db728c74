import { z } from 'zod';
import type { OpenShiftFields } from '../open-shifts/api.ts';

// POST /organizations/{id}/absences (docs/api/month-lifecycle.md).

// Field messages are prefixed with the field by `parse`; the object-level ones name it themselves.
const date = z
  .string({ error: 'is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'not a date');

export const ABSENCE_TEXT = {
  order: 'to: must be on or after from',
  reason: 'reason: is required',
  tooLong: 'to: an absence lasts at most 366 days',
  overlap: 'This employee already has an absence recorded on some of these days.',
  unknownMember: 'Employee not found',
};

export const absenceBody = z
  .object({
    member_id: z.string({ error: 'is required' }).min(1, 'is required').max(40),
    from: date,
    to: date,
    reason: z.string({ error: 'is required' }).trim().min(1, 'is required').max(500),
    /** The absent member's published shifts in the absence become open shifts in the same step (docs/api/open-shifts.md). */
    post_open_shifts: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((body) => body.from <= body.to, { message: ABSENCE_TEXT.order })
  .refine((body) => (Date.parse(body.to) - Date.parse(body.from)) / 86_400_000 < 366, { message: ABSENCE_TEXT.tooLong });
export type AbsenceBody = z.input<typeof absenceBody>;

export interface AbsenceAnswer {
  id: string;
  member_id: string;
  from: string;
  to: string;
  reason: string;
  /** With `post_open_shifts: true`: the open shifts posted for the absent member's shifts. */
  open_shifts?: OpenShiftFields[];
}
