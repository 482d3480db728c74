import { LIMITS } from '@rostra/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { hasStatus } from '@/lib/errors.ts';

/**
 * How every analytics report is fetched (docs/product/limits.md): cached 5 minutes, up to 3 retries,
 * none on 403 or 404; the previous period stays on screen while the next one loads.
 */
export const reportOptions = {
  staleTime: LIMITS.reportsCacheMs,
  gcTime: LIMITS.reportsCacheMs,
  retry: (failures: number, error: Error) => !hasStatus(error, 403, 404) && failures < 3,
  placeholderData: keepPreviousData,
};
