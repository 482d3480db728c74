export const orgPath = (organizationId: string, rest: string) => `/organizations/${encodeURIComponent(organizationId)}${rest}`;

export const employeePreferencesKey = (organizationId: string) => ['employee-preferences', organizationId] as const;
