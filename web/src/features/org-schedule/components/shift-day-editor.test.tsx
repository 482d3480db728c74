import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { aShift } from '@/test/calendar.ts';
import { aMonth, CALENDAR, renderOrgCalendar } from './fixtures.tsx';

afterEach(() => vi.unstubAllGlobals());

const CANDIDATES = 'GET /organizations/7/schedules/2026/3/shift-days/2026-03-02/d/candidates';
const EDIT = 'PUT /organizations/7/schedules/2026/3/assignments';
const month = aMonth([{ date: '2026-03-02', shifts: [aShift({ assigned_employees: [{ id: 'a', name: 'Ann', position: 1 }] })] }], {
  publication: { published_at: null, changes: 1 },
});
const candidate = (member_id: string, name: string, violations: object[] = [], fields: object = {}) => ({
  member_id,
  name,
  on_shift: false,
  that_day: null,
  assigned: 2,
  target: 4,
  violations,
  cannot_work: false,
  skills: [],
  ...fields,
});
const rest = { rule: 'rest', member_id: 'c', date: '2026-03-02', detail: 'Cy: 8 h of rest between Late and Day, at least 11 h' };
const candidates = {
  date: '2026-03-02',
  shift_type_id: 'd',
  candidates: [
    candidate('a', 'Ann', [], { on_shift: true }),
    candidate('b', 'Bo', [], { skills: [{ skill_id: 'rn', valid_until: '2026-03-20' }] }),
    candidate('c', 'Cy', [rest], { that_day: null, assigned: 0, target: 0 }),
    candidate('e', 'Eve', [], { cannot_work: true }),
  ],
};
const edited = { date: '2026-03-02', shift_type_id: 'd', assignments: [], violations: [], warnings: [] };
const SKILLS = 'GET /organizations/7/skills';

async function openEditor(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [CALENDAR]: { body: month }, [CANDIDATES]: { body: candidates }, [EDIT]: { body: edited }, ...routes });
  const view = renderOrgCalendar();
  await view.user.click(await screen.findByRole('button', { name: 'Edit Day on this day' }));
  const dialog = await screen.findByRole('dialog', { name: 'Day, 2026-03-02' });
  await within(dialog).findByRole('row', { name: /Bo/ });
  return { ...view, api, dialog };
}

describe('the shift-day editor of the Org Schedule', () => {
  it('lists the candidates with their rule check and target, and assigns one who breaks nothing', async () => {
    const { user, api, dialog } = await openEditor();
    expect(within(within(dialog).getByRole('row', { name: /Bo/ })).getByText('OK')).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /Bo/ })).toHaveTextContent('2 / 4');
    expect(within(dialog).getByRole('list', { name: 'Rules broken for Cy' })).toHaveTextContent(rest.detail);
    expect(within(dialog).queryByRole('row', { name: /^Ann/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign Bo' }));
    await vi.waitFor(() =>
      expect(api.bodiesOf(EDIT)).toEqual([{ date: '2026-03-02', shift_type_id: 'd', member_id: 'b', action: 'assign' }]),
    );
  });

  it('shows whom an assignment would overrule: no rule broken, but they said they cannot work this shift', async () => {
    const { dialog } = await openEditor();
    const eve = within(dialog).getByRole('row', { name: /Eve/ });
    expect(eve).toHaveTextContent('No rule broken, but Eve said they cannot work this shift type');
    expect(within(eve).queryByText('OK')).not.toBeInTheDocument();
  });

  it('asks for a reason before assigning someone who breaks a rule', async () => {
    const { user, api, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Assign Cy' }));
    // The prompt repeats the rule it overrides: the candidate's row may have scrolled away.
    const prompt = within(dialog).getByRole('form', { name: 'Override for Cy' });
    expect(within(prompt).getByText('Assigning Cy breaks a scheduling rule. Give a reason to override.')).toBeInTheDocument();
    expect(within(prompt).getByRole('list', { name: 'The rule it breaks' })).toHaveTextContent(rest.detail);
    const submit = within(dialog).getByRole('button', { name: 'Override and Assign' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason to override'), 'Agreed with Cy');
    await user.click(submit);
    await vi.waitFor(() =>
      expect(api.bodiesOf(EDIT)).toEqual([
        { date: '2026-03-02', shift_type_id: 'd', member_id: 'c', action: 'assign', override_reason: 'Agreed with Cy' },
      ]),
    );
  });

  it('takes someone off at once and offers to undo it: Undo puts them back', async () => {
    const { user, api, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Unassign Ann' }));
    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent('Ann taken off this shift.');
    await user.click(within(done).getByRole('button', { name: 'Undo' }));
    await vi.waitFor(() =>
      expect(api.bodiesOf(EDIT)).toEqual([
        { date: '2026-03-02', shift_type_id: 'd', member_id: 'a', action: 'unassign' },
        { date: '2026-03-02', shift_type_id: 'd', member_id: 'a', action: 'assign' },
      ]),
    );
    await vi.waitFor(() => expect(within(dialog).queryByText('Ann taken off this shift.')).not.toBeInTheDocument());
  });

  it('unassigns, and replaces someone: the newcomer assigned, then the other taken off', async () => {
    const { user, api, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Unassign Ann' }));
    await vi.waitFor(() => expect(api.bodiesOf(EDIT)).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(within(dialog).getByRole('heading', { name: 'Who replaces Ann?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Put in place Bo' }));
    await vi.waitFor(() => expect(api.bodiesOf(EDIT)).toHaveLength(3));
    expect(api.bodiesOf(EDIT).slice(1)).toEqual([
      { date: '2026-03-02', shift_type_id: 'd', member_id: 'b', action: 'assign' },
      { date: '2026-03-02', shift_type_id: 'd', member_id: 'a', action: 'unassign' },
    ]);
  });

  it('shows each candidate’s skills on that date, in an organization with skills', async () => {
    const { dialog } = await openEditor({ [SKILLS]: { body: [{ id: 'rn', name: 'Registered nurse' }] } });
    await within(dialog).findByRole('columnheader', { name: 'Skills' });
    expect(within(within(dialog).getByRole('row', { name: /Bo/ })).getByText('Registered nurse (until 2026-03-20)')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('row', { name: /Eve/ })).getByText('None')).toBeInTheDocument();
  });

  it('shows no Skills column in an organization without skills', async () => {
    const { api, dialog } = await openEditor({ [SKILLS]: { body: [] } });
    await vi.waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/organizations/7/skills'));
    expect(within(dialog).queryByRole('columnheader', { name: 'Skills' })).not.toBeInTheDocument();
  });

  it('says what an edit left short of a skill: the edit stands, with the API’s warning', async () => {
    const detail = 'Day on 2026-03-02 has 0 of the 1 "Registered nurse" it needs';
    const warning = { rule: 'skill_cover', date: '2026-03-02', shift_type_id: 'd', skill_id: 'rn', detail };
    const { user, dialog } = await openEditor({ [EDIT]: { body: { ...edited, warnings: [warning] } } });
    await user.click(within(dialog).getByRole('button', { name: 'Unassign Ann' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Saved, but short of a skill:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(detail);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Ann taken off this shift.');
  });

  it('offers no editing to employees (answered the published month)', async () => {
    const { publication: _publication, ...published } = month;
    fakeApi({ [CALENDAR]: { body: published } });
    renderOrgCalendar();
    expect(await screen.findByText('Day')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Day on this day' })).not.toBeInTheDocument();
  });
});
