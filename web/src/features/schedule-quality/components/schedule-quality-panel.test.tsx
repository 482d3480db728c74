import type { ScheduleQualityAnswer } from '@rostra/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ScheduleQualityPanel } from './schedule-quality-panel.tsx';

const CALENDAR = 'GET /organizations/7/schedules/calendar?year=2026&month=12';
const QUALITY = 'GET /organizations/7/schedules/2026/12/quality';
const GENERATED_AT = '2026-11-20T10:00:00.000Z';

const REPORT: ScheduleQualityAnswer = {
  requestId: 'r1',
  organizationId: '7',
  year: 2026,
  month: 12,
  reported_at: '2026-11-20T10:00:05.000Z',
  edits_since_generation: 0,
  explanations_as_generated: false,
  overruled: { total: 0, items: [] },
  skill_shortfalls: { total: 0, items: [] },
  skill_explanations: { total: 0, items: [] },
  understaffed: {
    total: 2,
    items: [
      { date: '2026-12-05', shift_type_id: 'n', required: 1, assigned: 0 },
      { date: '2026-12-12', shift_type_id: 'n', required: 1, assigned: 0 },
    ],
  },
  overstaffed: { total: 1, items: [{ date: '2026-12-06', shift_type_id: 'd', required: 0, assigned: 1 }] },
  violations: {},
  shift_types: [
    { id: 'd', name: 'Day' },
    { id: 'n', name: 'Night' },
  ],
  night_shift_type_ids: ['n'],
  employees: {
    total: 3,
    items: [
      {
        member_id: 'a',
        name: 'Ana Silva',
        target: 10,
        assigned: 12,
        weekend_shifts: 3,
        night_shifts: 0,
        weekend_share: 0.75,
        night_share: 0,
      },
      {
        member_id: 'b',
        name: 'Ben Kim',
        target: null,
        assigned: 8,
        weekend_shifts: 1,
        night_shifts: 0,
        weekend_share: 0.25,
        night_share: 0,
      },
    ],
  },
  explanations: {
    total: 2,
    items: [
      {
        shift_type_id: 'n',
        dates: ['2026-12-05', '2026-12-12'],
        shortfall: 1,
        tried: 3,
        complete: true,
        reasons: [
          {
            code: 'shift_type_disallowed',
            member_ids: ['a', 'b'],
            member_count: 2,
            message: 'Ana Silva, Ben Kim: not allowed to work this shift type',
          },
        ],
        suggestions: [
          { kind: 'allow_shift_type', text: 'allow Ana Silva to work Night', member_id: 'a', size: 1, covers: 1, fills: 2 },
          { kind: 'extra_person', text: 'one more person available on Saturdays', member_id: null, size: 3, covers: 1, fills: 1 },
        ],
      },
      {
        shift_type_id: 'd',
        dates: ['2026-12-24'],
        shortfall: 2,
        tried: 4,
        complete: false,
        reasons: [],
        suggestions: [
          { kind: 'max_consecutive_days', text: "raise Ben Kim's max consecutive days to 6", member_id: 'b', size: 1, covers: 1, fills: 0 },
        ],
      },
    ],
  },
  explain_seconds: 0.4,
};

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  return { api, ...renderWithProviders(<ScheduleQualityPanel organizationId="7" timeZone="UTC" />, { path: '/org?month=2026-12' }) };
}

describe('ScheduleQualityPanel', () => {
  it('shows the counts, why shifts are short with the smallest changes, and target vs assigned', async () => {
    setup({ [CALENDAR]: { body: { generated_at: GENERATED_AT } }, [QUALITY]: { body: REPORT } });
    const summary = await screen.findByRole('list', { name: 'Quality summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 understaffed shift-days', '1 overstaffed shift-days', '0 rule violations']);
    expect(screen.getByText(/1 short on Sat, Dec 5 and Sat, Dec 12/)).toBeInTheDocument();
    expect(screen.getByText('Ana Silva, Ben Kim: not allowed to work this shift type')).toBeInTheDocument();
    expect(screen.getByText('allow Ana Silva to work Night')).toBeInTheDocument();
    expect(screen.getByText('one more person available on Saturdays').parentElement).toHaveTextContent(
      'one more person available on Saturdays (fills 1 of 2 shift-days)',
    );
    expect(screen.getByText('No change found within the time given to the explanations.')).toBeInTheDocument();
    expect(screen.getByText(/Would cover part of it/)).toHaveTextContent(
      "Would cover part of it: raise Ben Kim's max consecutive days to 6 (1 of 2 missing)",
    );
    const ana = screen.getByRole('row', { name: /Ana Silva/ });
    expect(
      within(ana)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ana Silva', '10', '12', '3 (75%)', '0 (0%)']);
    expect(within(screen.getByRole('row', { name: /Ben Kim/ })).getAllByRole('cell')[1]).toHaveTextContent('—');
    expect(screen.getByText(/Night shifts: Night/)).toBeInTheDocument();
    expect(screen.getByText(/Showing 2 of 3\./)).toBeInTheDocument();
    expect(screen.getByText('Day, Sun, Dec 6: 1 assigned, 0 needed')).toBeInTheDocument();
    expect(screen.queryByText(/since it was generated/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why shifts are short' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /short of a skill/ })).not.toBeInTheDocument();
  });

  it('says when the draft moved after the generation: the counts are of the draft, the explanations as generated', async () => {
    setup({
      [CALENDAR]: { body: { generated_at: GENERATED_AT } },
      [QUALITY]: { body: { ...REPORT, edits_since_generation: 2, explanations_as_generated: true } },
    });
    expect(
      await screen.findByText(
        "2 hand edits or repairs since it was generated. Staffing, rule violations and each person's shifts below are of the draft as it stands; the explanations of short shifts are of the schedule as generated.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why shifts are short (as generated)' })).toBeInTheDocument();
  });

  it('names everyone scheduled on a shift type they said they cannot work', async () => {
    const overruled = { total: 1, items: [{ member_id: 'a', name: 'Ana Silva', date: '2026-12-05', shift_type_id: 'n' }] };
    setup({ [CALENDAR]: { body: { generated_at: GENERATED_AT } }, [QUALITY]: { body: { ...REPORT, overruled } } });
    const list = await screen.findByRole('list', { name: 'Scheduled although they said they cannot work it' });
    expect(list).toHaveTextContent('Ana Silva: Night, Sat, Dec 5');
  });

  it('lists the shift-days short of a skill, apart from head count, with why each qualified person is not on it', async () => {
    const reason = { code: 'on_vacation', member_ids: ['a'], member_count: 1, message: 'Ana Silva: on vacation' };
    const short = { date: '2026-12-16', shift_type_id: 'n', skill_id: 'rn', skill_name: 'Registered nurse', required: 1, assigned: 0 };
    const skill_shortfalls = { total: 1, items: [{ ...short, reasons: [reason] }] };
    setup({ [CALENDAR]: { body: { generated_at: GENERATED_AT } }, [QUALITY]: { body: { ...REPORT, skill_shortfalls } } });
    const summary = await screen.findByRole('list', { name: 'Quality summary' });
    expect(within(summary).getAllByRole('listitem').at(-1)).toHaveTextContent('1 shift-days short of a skill');
    const list = screen.getByRole('list', { name: 'Short of a skill' });
    expect(within(list).getByText(/short of Registered nurse/).parentElement).toHaveTextContent(
      'Night, Wed, Dec 16: short of Registered nurse (0 of 1)',
    );
    expect(within(within(list).getByRole('list', { name: 'Reasons' })).getByRole('listitem')).toHaveTextContent('Ana Silva: on vacation');
  });

  it('explains each shift short of a skill as the head counts are: why, and the smallest changes that fill it', async () => {
    const lapsed = {
      code: 'qualification_lapsed',
      member_ids: ['a'],
      member_count: 1,
      message: 'Ana Silva: qualification lapsed by this date',
    };
    const renew = {
      kind: 'renew_skill',
      text: "renew Ana Silva's Registered nurse qualification",
      member_id: 'a',
      size: 1,
      covers: 1,
      fills: 2,
    };
    const extra = {
      kind: 'extra_person',
      text: 'one more person with Registered nurse available on Wednesdays',
      member_id: null,
      size: 3,
      covers: 1,
      fills: 1,
    };
    const explained = { shift_type_id: 'n', skill_id: 'rn', skill_name: 'Registered nurse', shortfall: 1, tried: 2, complete: true };
    const skill_explanations = {
      total: 1,
      items: [{ ...explained, dates: ['2026-12-16', '2026-12-23'], reasons: [lapsed], suggestions: [renew, extra] }],
    };
    setup({
      [CALENDAR]: { body: { generated_at: GENERATED_AT } },
      [QUALITY]: { body: { ...REPORT, skill_explanations, explanations_as_generated: true } },
    });
    const list = await screen.findByRole('list', { name: 'Why shifts are short of a skill' });
    expect(screen.getByRole('heading', { name: 'Why shifts are short of a skill (as generated)' })).toBeInTheDocument();
    expect(within(list).getByText(/short of Registered nurse/).parentElement).toHaveTextContent(
      'Night: 1 short of Registered nurse on Wed, Dec 16 and Wed, Dec 23',
    );
    expect(within(list).getByText('Ana Silva: qualification lapsed by this date')).toBeInTheDocument();
    expect(within(list).getByText(/^Smallest changes that fill it/)).toHaveTextContent(
      "Smallest changes that fill it: renew Ana Silva's Registered nurse qualification (fills 2 of 2 shift-days); or one more person with Registered nurse available on Wednesdays (fills 1 of 2 shift-days)",
    );
  });

  it('says when a vacation or absence moved the staffing with no edit', async () => {
    setup({ [CALENDAR]: { body: { generated_at: GENERATED_AT } }, [QUALITY]: { body: { ...REPORT, explanations_as_generated: true } } });
    expect(await screen.findByText(/^A vacation or absence changed the staffing since it was generated\./)).toBeInTheDocument();
  });

  it('asks for a generation when the month has no schedule', async () => {
    setup({
      [CALENDAR]: { body: { generated_at: null } },
      [QUALITY]: { status: 404, body: { detail: 'No quality report for this month' } },
    });
    expect(await screen.findByText('No quality report for this month: generate a schedule first.')).toBeInTheDocument();
  });

  it('waits for the report of a generated month and shows it once the solver has appended it', async () => {
    let answered = 0;
    setup({
      [CALENDAR]: { body: { generated_at: GENERATED_AT } },
      [QUALITY]: () => (answered++ === 0 ? { status: 404, body: { detail: 'No quality report for this month' } } : { body: REPORT }),
    });
    expect(await screen.findByText('The quality report is being prepared…')).toBeInTheDocument();
    expect(await screen.findByText('allow Ana Silva to work Night', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
