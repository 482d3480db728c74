import {
  NO_QUALITY_REPORT,
  SCHEDULE_QUALITY_TABLE,
  calendarId,
  monthQuery,
  type ScheduleQualityAnswer,
  type ScheduleQualityRecord,
} from '@rostra/contracts';
import { notFound, organizationRole, parse } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { getFrom } from '../read-model.ts';

/** GET /organizations/{id}/schedules/{year}/{month}/quality: the month's quality report, for admins, with the draft's edits since. */
export function scheduleQualityQueries(deps: QueryApiDeps): Router {
  const admin = organizationRole(deps, 'admin');
  return Router().get('/organizations/:id/schedules/:year/:month/quality', ...admin, async (request, response) => {
    const { year, month } = parse(monthQuery, request.params);
    const record = await getFrom<ScheduleQualityRecord>(
      deps.readStore,
      SCHEDULE_QUALITY_TABLE,
      calendarId(String(request.params.id), year, month),
    );
    if (!record) throw notFound(NO_QUALITY_REPORT);
    const answer: ScheduleQualityAnswer = {
      ...record.report,
      reported_at: record.reported_at,
      edits_since_generation: record.edits_since_generation ?? 0,
    };
    response.json(answer);
  });
}
