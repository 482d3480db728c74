export const myVacationPath = (organizationId: string, rest = '') => `/organizations/${encodeURIComponent(organizationId)}/my-vacation-requests${rest}`;
