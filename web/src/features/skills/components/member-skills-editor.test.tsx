import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { MemberSkillsEditor } from './member-skills-editor.tsx';

afterEach(() => vi.unstubAllGlobals());

const SKILLS = [
  { id: 'fa', name: 'First aid' },
  { id: 'rn', name: 'Registered nurse' },
];
const PUT = 'PUT /organizations/7/members/m1/skills';

function setup(skills: unknown[]) {
  const api = fakeApi({
    'GET /organizations/7/skills': { body: skills },
    [PUT]: (call) => ({ body: { member_id: 'm1', ...(call.body as object) } }),
  });
  const member = { id: 'm1', skills: [{ skill_id: 'rn', valid_until: '2026-12-15' }] };
  return { api, ...renderWithProviders(<MemberSkillsEditor organizationId="7" member={member} />) };
}

const row = (n: number) => within(screen.getByRole('group', { name: `Qualification ${n}` }));

describe('a member’s qualifications', () => {
  it('shows what the member holds and sends the whole list, an empty date meaning without end', async () => {
    const { api, user } = setup(SKILLS);
    await screen.findByRole('form', { name: 'Qualifications' });
    expect(row(1).getByLabelText('Skill')).toHaveValue('rn');
    expect(row(1).getByLabelText(/Valid until/)).toHaveValue('2026-12-15');
    await user.click(screen.getByRole('button', { name: 'Add Qualification' }));
    expect(row(2).getByLabelText('Skill')).toHaveValue('fa');
    await user.click(screen.getByRole('button', { name: 'Save Qualifications' }));
    expect(await screen.findByText('Qualifications saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove qualification 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove qualification 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Qualifications' }));
    expect(await screen.findByText('Qualifications saved: none held')).toBeInTheDocument();
    expect(api.bodiesOf(PUT)).toEqual([
      {
        skills: [
          { skill_id: 'rn', valid_until: '2026-12-15' },
          { skill_id: 'fa', valid_until: null },
        ],
      },
      { skills: [] },
    ]);
  });

  it('will not send a skill twice', async () => {
    const { api, user } = setup(SKILLS);
    await user.click(await screen.findByRole('button', { name: 'Add Qualification' }));
    await user.selectOptions(row(2).getByLabelText('Skill'), 'rn');
    expect(row(2).getByText('Each skill can be listed only once')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Qualifications' })).toBeDisabled();
    expect(api.bodiesOf(PUT)).toEqual([]);
  });

  it('is not there for an organization without skills', async () => {
    const { api } = setup([]);
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/organizations/7/skills'));
    expect(screen.queryByRole('form', { name: 'Qualifications' })).toBeNull();
  });
});
