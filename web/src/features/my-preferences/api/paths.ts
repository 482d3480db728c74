export const orgPath = (organizationId: string, rest: string) => `/organizations/${encodeURIComponent(organizationId)}${rest}`;

export const myPreferencesKey = (organizationId: string) => ['my-preferences', organizationId] as const;
