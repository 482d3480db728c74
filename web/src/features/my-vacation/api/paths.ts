import { orgPath } from '../../../lib/org-path.ts';

export const myVacationPath = (organizationId: string, rest = '') => orgPath(organizationId, `/my-vacation-requests${rest}`);
