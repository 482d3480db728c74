/** The API path of something in an organization: `orgPath(id, '/members')` → `/organizations/{id}/members`. */
export const orgPath = (organizationId: string, rest = '') => `/organizations/${encodeURIComponent(organizationId)}${rest}`;
