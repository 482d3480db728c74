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
import { calendarOf } from '../shared/calendar.ts';
import { holidayDatesIn } from '../shared/holidays.ts';
import { readOrganization } from '../shared/organizations.ts';
import { skillCoverInputOf } from '../shared/skill-marks.ts';
import { qualityOfDraft } from './draft-quality.ts';

/**
 * GET /organizations/{id}/schedules/{year}/{month}/quality: the month's quality report, for admins,
 * recounted from the draft as it stands, skill cover with the skill facts as they are now (its
 * explanations as generated, marked when the draft has moved).
 */
export function scheduleQualityQueries(deps: QueryApiDeps): Router {
  const admin = organizationRole(deps, 'admin');
  return Router().get('/organizations/:id/schedules/:year/:month/quality', ...admin, async (request, response) => {
    const { year, month } = parse(monthQuery, request.params);
    const organizationId = String(request.params.id);
    const [record, draft, organization] = await Promise.all([
      getFrom<ScheduleQualityRecord>(deps.readStore, SCHEDULE_QUALITY_TABLE, calendarId(organizationId, year, month)),
      calendarOf(deps.readStore, organizationId, year, month),
      readOrganization(deps.readStore, organizationId),
    ]);
    const cover = await skillCoverInputOf(deps.readStore, organizationId, holidayDatesIn(organization, [{ year, month }]));
    if (!record) throw notFound(NO_QUALITY_REPORT);
    const edits = record.edits_since_generation ?? 0;
    const { report, explanationsAsGenerated } = draft
      ? qualityOfDraft(record.report, draft, edits, cover)
      : { report: record.report, explanationsAsGenerated: edits > 0 };
    const answer: ScheduleQualityAnswer = {
      ...report,
      reported_at: record.reported_at,
      edits_since_generation: edits,
      explanations_as_generated: explanationsAsGenerated,
    };
    response.json(answer);
  });
}
