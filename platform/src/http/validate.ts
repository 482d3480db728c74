import { normalizeInput } from '@rostra/contracts';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** Names the first offending field and its problem, e.g. "email: Invalid format". */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Parses a body, query or params; anything invalid is a 400 whose detail names the field. Every
 * string is checked and NFC-normalized first (contracts' text rules), whatever the schema says.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const input = normalizeInput(value);
  if (input.problem) throw badRequest(input.problem);
  const result = schema.safeParse(input.value);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]!));
  return result.data;
}
