export const myVacationPath = (organizationId: string, rest = '') => `/organizations/${encodeURIComponent(organizationId)}/my-vacation-requests${rest}`;

export const myVacationKey = (organizationId: string) => ['my-vacation-requests', organizationId] as const;
