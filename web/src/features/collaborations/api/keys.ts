export const orgPath = (organizationId: string, rest: string) => `/organizations/${encodeURIComponent(organizationId)}${rest}`;

export const collaborationsKey = (organizationId: string) => ['collaborations', organizationId] as const;
