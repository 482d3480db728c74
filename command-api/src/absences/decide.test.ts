import { ABSENCE_TEXT, type AbsenceEvent } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { absenceDecider, type RecordAbsence } from './decide.ts';

const at = '2026-11-30T07:00:00.000Z';
const record = (fields: Partial<RecordAbsence> = {}): RecordAbsence => ({
  type: 'RecordAbsence',
  organizationId: '1',
  memberId: 'm1',
  schedulable: true,
  from: '2026-12-01',
  to: '2026-12-02',
  reason: 'Sick',
  now: at,
  ...fields,
});
const recorded = (absenceId: string, from: string, to: string): AbsenceEvent => ({
  type: 'AbsenceRecorded',
  data: { organizationId: '1', memberId: 'm1', absenceId, from, to, reason: 'Sick', recordedAt: at },
});

describe('recording an absence', () => {
  it('records it with an id that names the member', () => {
    given(absenceDecider)
      .when(record())
      .then([recorded('m1.a1', '2026-12-01', '2026-12-02')]);
    given(absenceDecider, [recorded('m1.a1', '2026-12-01', '2026-12-02')])
      .when(record({ from: '2026-12-03', to: '2026-12-03' }))
      .then([recorded('m1.a2', '2026-12-03', '2026-12-03')]);
  });

  it('refuses days already recorded', () => {
    given(absenceDecider, [recorded('m1.a1', '2026-12-01', '2026-12-02')])
      .when(record({ from: '2026-11-30', to: '2026-12-01' }))
      .thenFails('conflict', ABSENCE_TEXT.overlap);
  });

  it('refuses someone who cannot be scheduled', () => {
    given(absenceDecider)
      .when(record({ schedulable: false }))
      .thenFails('not_found', ABSENCE_TEXT.unknownMember);
  });
});
