import type { Profile } from '@rostra/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { profileKeys } from './query-keys.ts';

/** GET /profile. Shared by the profile card and the two-factor card (its status lives on the profile): one request. */
export const profileQuery = queryOptions({ queryKey: profileKeys.all, queryFn: () => api.get<Profile>('/profile') });
