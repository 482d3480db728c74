import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ExpiringSkillsPanel } from './expiring-skills-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const EXPIRING = 'GET /organizations/7/skills/expiring?days=30';
const MEMBERS = { members: [{ id: 'm1', name: 'Ada Berg' }] };

describe('the expiring qualifications', () => {
  it('lists those lapsing within 30 days, soonest first, by the member’s name', async () => {
    fakeApi({
      [EXPIRING]: {
        body: {
          today: '2026-12-01',
          days: 30,
          expiring: [
            { member_id: 'm1', skill_id: 'rn', skill_name: 'Registered nurse', valid_until: '2026-12-15' },
            { member_id: 'm2', skill_id: 'fa', skill_name: 'First aid', valid_until: '2026-12-20' },
          ],
        },
      },
      'GET /organizations/7/members': { body: MEMBERS },
    });
    renderWithProviders(<ExpiringSkillsPanel organizationId="7" />);
    const list = await screen.findByRole('list', { name: 'Expiring within 30 days' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ada BergRegistered nursevalid until 2026-12-15', 'm2First aidvalid until 2026-12-20']);
  });

  it('says when none expires', async () => {
    fakeApi({
      [EXPIRING]: { body: { today: '2026-12-01', days: 30, expiring: [] } },
      'GET /organizations/7/members': { body: MEMBERS },
    });
    renderWithProviders(<ExpiringSkillsPanel organizationId="7" />);
    expect(await screen.findByText('No qualification expires within 30 days.')).toBeInTheDocument();
  });
});
