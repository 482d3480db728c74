import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { anOrganization } from '@/test/organization.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { SchedulingRulesCard } from './scheduling-rules-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const ward = anOrganization();

// Types a value out of range, sees the contract's message and Save disabled, then a valid value and saves it.
async function setRule(label: string, tooHigh: string, message: string, value: string) {
  const api = fakeApi({ 'PUT /organizations/7/settings': { status: 200, body: ward } });
  const { user } = renderWithProviders(<SchedulingRulesCard organization={ward} />);
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, tooHigh);
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Rules' })).toBeDisabled();
  await user.clear(field);
  await user.type(field, value);
  await user.click(screen.getByRole('button', { name: 'Save Rules' }));
  return api;
}

describe('the Scheduling Rules card', () => {
  it('shows the organization’s rules', () => {
    renderWithProviders(<SchedulingRulesCard organization={ward} />);
    expect(screen.getByLabelText('Minimum rest between shifts (hours)')).toHaveValue(11);
    expect(screen.getByLabelText('Maximum working hours per week')).toHaveValue(48);
    expect(screen.getByLabelText('Fairness window (months)')).toHaveValue(3);
  });

  it('keeps the rest in range and sends only what changed', async () => {
    const api = await setRule('Minimum rest between shifts (hours)', '25', 'Must be a whole number between 0 and 24', '12');
    await waitFor(() => expect(api.bodiesOf('PUT /organizations/7/settings')).toEqual([{ min_rest_hours: 12 }]));
    expect(await screen.findByText('Scheduling rules updated')).toBeInTheDocument();
  });

  it('sets the fairness window, 0–12 months', async () => {
    const api = await setRule('Fairness window (months)', '13', 'Must be a whole number between 0 and 12', '0');
    await waitFor(() => expect(api.bodiesOf('PUT /organizations/7/settings')).toEqual([{ fairness_window_months: 0 }]));
  });

  it('is read-only for members who are not admins', () => {
    renderWithProviders(<SchedulingRulesCard organization={ward} disabled />);
    expect(screen.getByLabelText('Maximum working hours per week')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Rules' })).toBeNull();
  });
});
