/** Passwords that break one rule of docs/product/validation.md#accounts each, with the text the form must show. */
export const PASSWORD_RULE_CASES: [string, string][] = [
  ['Sh0rt!', 'Must be at least 8 characters'],
  ['PASSW0RD!', 'Password must contain at least one lowercase letter'],
  ['passw0rd!', 'Password must contain at least one uppercase letter'],
  ['Password!', 'Password must contain at least one number'],
  ['Passw0rdd', 'Password must contain at least one special character (@$!%*?&)'],
  [`Aa1!${'x'.repeat(125)}`, 'Must be no more than 128 characters'],
];
