import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { MySkills } from './my-skills.tsx';

afterEach(() => vi.unstubAllGlobals());

const SKILLS = [
  { id: 'fa', name: 'First aid' },
  { id: 'rn', name: 'Registered nurse' },
];
const MINE = 'GET /organizations/7/members/u1/skills';

describe('my qualifications', () => {
  it('shows the skills I hold, with the last day each counts', async () => {
    fakeApi({
      'GET /organizations/7/skills': { body: SKILLS },
      [MINE]: {
        body: {
          member_id: 'm1',
          skills: [
            { skill_id: 'fa', valid_until: null },
            { skill_id: 'rn', valid_until: '2026-12-15' },
          ],
        },
      },
    });
    renderWithProviders(<MySkills organizationId="7" userId="u1" />);
    const list = await screen.findByRole('list', { name: 'My qualifications' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First aid', 'Registered nurse (until 2026-12-15)']);
  });

  it('says when I hold none', async () => {
    fakeApi({ 'GET /organizations/7/skills': { body: SKILLS }, [MINE]: { body: { member_id: 'm1', skills: [] } } });
    renderWithProviders(<MySkills organizationId="7" userId="u1" />);
    expect(await screen.findByText('None recorded. Your administrators record them.')).toBeInTheDocument();
  });

  it('is not there in an organization without skills', async () => {
    const api = fakeApi({ 'GET /organizations/7/skills': { body: [] }, [MINE]: { body: { member_id: 'm1', skills: [] } } });
    renderWithProviders(<MySkills organizationId="7" userId="u1" />);
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/organizations/7/skills'));
    expect(screen.queryByText('My qualifications')).toBeNull();
  });
});
