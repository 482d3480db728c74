import { z } from 'zod';
import type { CollaborationType } from './events.ts';
import { LIMITS } from '../shared/limits.ts';

// Collaboration rules (docs/product/screens-and-routes.md#org-schedule, docs/product/entities.md#collaboration-rule, docs/product/validation.md#collaboration-rules): groups of employees scheduled
// together (all or none) or apart (at most one of them per shift).

export const COLLABORATION_TYPES = ['prefer_together', 'avoid_together'] as const satisfies readonly CollaborationType[];

export const COLLABORATION_TEXT = {
  atLeastTwo: `Please select at least ${LIMITS.collaborationMinEmployees} employees`,
  type: 'Collaboration type must be prefer_together or avoid_together',
  notSchedulable: (ids: readonly string[]) => `Not schedulable members of this organization: ${ids.join(', ')}`,
  duplicate: 'The same rule already exists for these employees',
  notFound: 'Collaboration not found',
} as const;

const memberId = z.union([z.string().trim().min(1), z.number().int()], { error: COLLABORATION_TEXT.atLeastTwo }).transform(String);

/** POST …/employee-collaborations: at least 2 distinct member ids (repeats count once). */
export const collaborationCreateBody = z.object({
  employee_ids: z
    .array(memberId, { error: COLLABORATION_TEXT.atLeastTwo })
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length >= LIMITS.collaborationMinEmployees, COLLABORATION_TEXT.atLeastTwo),
  collaboration_type: z.enum(COLLABORATION_TYPES, { error: COLLABORATION_TEXT.type }),
});
export type CollaborationCreateBody = z.infer<typeof collaborationCreateBody>;

/** The collaboration of docs/product/entities.md: current schedulable members only, names in the organization's format. */
export interface Collaboration {
  id: string;
  collaboration_type: CollaborationType;
  employee_ids: string[];
  employee_names: string[];
}

/** The collaborations read model, by its logical name. */
export const COLLABORATIONS_TABLE = 'collaborations';

/** A row of the collaborations read model: the ids as recorded (names are made when read). */
export interface CollaborationRecord {
  id: string;
  organization_id: string;
  collaboration_type: CollaborationType;
  employee_ids: string[];
  created_at: string;
  [key: string]: unknown;
}
