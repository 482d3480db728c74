import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** Names the first offending field and its problem, e.g. "email: Invalid format". */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Parses a body, query or params; anything invalid is a 400 whose detail names the field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]!));
  return result.data;
}
