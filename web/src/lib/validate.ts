import { TEXT } from '@rostra/contracts';

/** Anything with zod's safeParse: the contracts' field rules. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** The first text of docs/product/validation.md a value breaks, or null when it passes. */
export function firstIssue(schema: Schema, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Field → first issue, keeping only the fields that break a rule. */
export function issues<K extends string>(checks: Record<K, string | null>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message)) as Partial<Record<K, string>>;
}

/** The repeated new password: required, and the same as the password (docs/product/validation.md#accounts). */
export function confirmationIssue(confirm: string, password: string): string | null {
  return !confirm ? TEXT.required : confirm !== password ? TEXT.passwordsDoNotMatch : null;
}
