import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { aShiftType } from '@/test/shift-types.ts';
import { parseEvent } from '../api/follow-progress.ts';
import { ScheduleActions } from './schedule-actions.tsx';

afterEach(() => vi.unstubAllGlobals());

const member = (id: string) => ({ id, name: id, email: `${id}@example.com`, is_employee: true, is_admin: false, status: 'active' });
const DAY = aShiftType({ id: 'd', name: 'Day', requirements: [{ day_of_week: null, employees_needed: 2 }] });

function setup(generation: { status?: number; body?: unknown }, hasSchedule = true, people = ['a', 'b', 'c'], shiftTypes = [DAY]) {
  const api = fakeApi({
    'GET /organizations/7/members': { body: { members: people.map(member) } },
    'GET /organizations/7/shift-types': { body: shiftTypes },
    'GET /organizations/7/schedules/solver-settings': { body: { time_limit_seconds: 45 } },
    'POST /schedule': generation,
    'DELETE /organizations/7/schedules?year=2026&month=3': { body: { message: 'Schedule cleared successfully' } },
  });
  return { api, ...renderWithProviders(<ScheduleActions organizationId="7" month={{ year: 2026, month: 3 }} hasSchedule={hasSchedule} />) };
}

describe('Generate Schedule', () => {
  it('estimates, generates and reports success in green', async () => {
    const { user, api } = setup({ body: { success: true, status: 'optimal', schedule: {}, error: null } });
    await user.click(screen.getByRole('button', { name: 'Generate Schedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate Schedule' });
    expect(await within(dialog).findByText(/Estimated complexity:/)).toHaveTextContent('Estimated complexity: Low (under 10 seconds)');
    expect(within(dialog).getByRole('group', { name: 'Complexity estimate' })).toHaveTextContent(
      '3 employees × 1 shift requirement, about 10^2.0 combinations',
    );
    expect(within(dialog).getByText('This month already has a schedule: generating replaces it.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const outcome = await within(dialog).findByText('Schedule generated successfully with optimal solution');
    expect(outcome).toHaveClass('message-success');
    expect(api.bodiesOf('POST /schedule')).toEqual([{ organization_id: '7', year: 2026, month: 3 }]);
  });

  it("estimates a large month at the solver's time limit, not in minutes", async () => {
    const people = Array.from({ length: 40 }, (_, index) => `p${index}`);
    const types = ['Early', 'Day', 'Late', 'Night'].map((name) =>
      aShiftType({ id: name, name, requirements: [{ day_of_week: null, employees_needed: 3 }] }),
    );
    const { user } = setup({ body: {} }, false, people, types);
    await user.click(screen.getByRole('button', { name: 'Generate Schedule' }));
    const estimate = await within(screen.getByRole('dialog')).findByText(/Estimated complexity:/);
    expect(estimate).toHaveTextContent("Estimated complexity: Very High (up to 45 seconds, the solver's time limit)");
    expect(estimate).not.toHaveTextContent('minutes');
  });

  it.each([
    [
      'no_shift_requirements',
      'No shift requirements are configured. Please set how many employees are needed for each shift type before generating schedules.',
      'message-error',
    ],
    [
      'infeasible',
      'No feasible schedule could be generated with current constraints. Consider adjusting shift requirements or employee availability.',
      'message-error',
    ],
    ['timeout', 'Schedule generation timed out. Try reducing the complexity or contact support.', 'message-warning'],
  ])('shows %s in its colour', async (status, text, colour) => {
    const { user } = setup({ body: { success: false, status, schedule: null, error: null } });
    await user.click(screen.getByRole('button', { name: 'Generate Schedule' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(text)).toHaveClass(colour);
  });

  it('links to Shift Requirements when the organization has no shift types', async () => {
    const { user } = setup({ body: { success: false, status: 'no_shift_types', schedule: null, error: null } });
    await user.click(screen.getByRole('button', { name: 'Generate Schedule' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Generate' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('Please add shift types in Shift Requirements (Org Administration) before generating schedules.');
    expect(alert).not.toHaveTextContent('Employment Configuration');
    expect(within(alert).getByRole('link', { name: 'Go to Shift Requirements' })).toHaveAttribute('href', '/organizations/7/org-admin');
  });

  it('words a refused call', async () => {
    const { user } = setup({ status: 403, body: { detail: 'Only administrators of this organization can do this' } });
    await user.click(screen.getByRole('button', { name: 'Generate Schedule' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('You do not have permission to generate schedules for this organization.')).toBeInTheDocument();
  });

  it('clears the month after confirmation; nothing to clear without a schedule', async () => {
    const { user, api } = setup({ body: {} });
    await user.click(screen.getByRole('button', { name: 'Clear Schedule' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Clear Schedule' });
    expect(confirm).toHaveTextContent('Clear the schedule of March 2026?');
    await user.click(within(confirm).getByRole('button', { name: 'Clear Schedule' }));
    expect(await screen.findByText('Schedule cleared successfully')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('reads server-sent event blocks', () => {
    expect(parseEvent(': heartbeat')).toBeNull();
    expect(parseEvent('event: progress\ndata: {"incumbent":1}')).toEqual({ event: 'progress', data: '{"incumbent":1}' });
  });
});
