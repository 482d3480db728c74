import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { anOrganization } from '@/test/organization.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { TeamWeekSettingsCard } from './team-week-settings-card.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Shift Trades and Open Shifts settings', () => {
  it('starts from the defaults, refuses a notice outside 0–90 and sends only what changed', async () => {
    const api = fakeApi({ 'PUT /organizations/7/settings': { body: {} } });
    const { user } = renderWithProviders(<TeamWeekSettingsCard organization={anOrganization()} />);
    const form = screen.getByRole('form', { name: 'Shift Trades and Open Shifts' });
    const approval = within(form).getByRole('checkbox', { name: 'An admin approves a trade before it applies' });
    expect(approval).toBeChecked();
    expect(within(form).getByLabelText('Who gets an open shift')).toHaveValue('admin_picks');
    const notice = within(form).getByLabelText('Short notice (days)');
    expect(notice).toHaveValue(14);
    expect(within(form).getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    await user.clear(notice);
    await user.type(notice, '91');
    expect(within(form).getByText('Must be a whole number between 0 and 90')).toBeInTheDocument();
    await user.clear(notice);
    await user.type(notice, '7');
    await user.click(approval);
    await user.selectOptions(within(form).getByLabelText('Who gets an open shift'), 'first_claim');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Trade and open shift settings updated')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /organizations/7/settings')).toEqual([
      { trades_need_approval: false, open_shift_assignment: 'first_claim', notice_days: 7 },
    ]);
  });
});
