import { boundedInt, email, LIMITS, ORGANIZATION_TEXT, organizationName, phone, TEXT } from '@rostra/contracts';
import { tomorrow } from '@/lib/dates.ts';
import { firstIssue } from '@/lib/validate.ts';

export type OrganizationField =
  'name' | 'description' | 'email_address' | 'phone_number' | 'address' | 'max_employees' | 'subscription_expiry_date';

const maxLength = (max: number) => (value: string) => (value.trim().length > max ? TEXT.maxChars(max) : null);

/** The rule of each organization field (docs/product/validation.md#organizations), on the text the user typed; empty optional fields pass. */
export const ORGANIZATION_RULES: Record<OrganizationField, (value: string) => string | null> = {
  name: (value) => firstIssue(organizationName, value),
  description: maxLength(LIMITS.organizationDescription.max),
  email_address: (value) => (value.trim() ? firstIssue(email, value) : null),
  phone_number: (value) => (value.trim() ? firstIssue(phone, value) : null),
  address: maxLength(LIMITS.organizationAddress.max),
  max_employees: (value) => (value.trim() ? firstIssue(boundedInt(LIMITS.maxEmployees.min, LIMITS.maxEmployees.max), Number(value)) : null),
  subscription_expiry_date: (value) => (value && value < tomorrow() ? ORGANIZATION_TEXT.expiryNotFuture : null),
};

/** The value an organization field is sent as: trimmed text, a number, or null when emptied. */
export function fieldValue(field: OrganizationField, value: string): string | number | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return field === 'max_employees' ? Number(trimmed) : trimmed;
}
