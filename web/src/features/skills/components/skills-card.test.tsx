import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { SkillsCard } from './skills-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const NURSE = { id: 'rn', name: 'Registered nurse' };
const FIRST_AID = { id: 'fa', name: 'First aid' };
const LIST = 'GET /organizations/7/skills';

function setup(disabled = false) {
  const api = fakeApi({
    [LIST]: { body: [FIRST_AID, NURSE] },
    'POST /organizations/7/skills': (call) => ({ status: 201, body: { id: 'new', ...(call.body as object) } }),
    'PUT /organizations/7/skills/fa': { body: { ...FIRST_AID, name: 'First aider' } },
    'DELETE /organizations/7/skills/rn': { status: 409, body: { detail: 'The skill is required by shift types: Night' } },
    'DELETE /organizations/7/skills/fa': { body: { id: 'fa', message: 'Skill deleted successfully' } },
  });
  return { api, ...renderWithProviders(<SkillsCard organizationId="7" disabled={disabled} />) };
}

const listed = async () =>
  within(await screen.findByRole('list', { name: 'Skills' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the Skills card', () => {
  it('lists the skills by name', async () => {
    setup();
    expect(await listed()).toEqual(['First aidRenameDelete', 'Registered nurseRenameDelete']);
  });

  it('says what an organization without skills does', async () => {
    fakeApi({ [LIST]: { body: [] } });
    renderWithProviders(<SkillsCard organizationId="7" />);
    expect(await screen.findByText(/No skills: shifts need people/)).toBeInTheDocument();
  });

  it('adds a skill, trimmed', async () => {
    const { api, user } = setup();
    await screen.findByRole('list', { name: 'Skills' });
    expect(screen.getByRole('button', { name: 'Add Skill' })).toBeDisabled();
    await user.type(screen.getByLabelText('Skill name'), '  Medication round ');
    await user.click(screen.getByRole('button', { name: 'Add Skill' }));
    expect(await screen.findByText('Skill "Medication round" added')).toBeInTheDocument();
    expect(api.bodiesOf('POST /organizations/7/skills')).toEqual([{ name: 'Medication round' }]);
    expect(screen.getByLabelText('Skill name')).toHaveValue('');
  });

  it('renames a skill', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Rename First aid' }));
    const name = screen.getByLabelText('New name for First aid');
    await user.clear(name);
    await user.type(name, 'First aider');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Skill renamed to "First aider"')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /organizations/7/skills/fa')).toEqual([{ name: 'First aider' }]);
  });

  it('deletes a skill, and names the shift types that still ask for one', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Registered nurse' }));
    expect(await screen.findByText('Failed to delete Registered nurse: The skill is required by shift types: Night')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete First aid' }));
    expect(await screen.findByText('Skill "First aid" deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/organizations/7/skills/rn',
        '/organizations/7/skills/fa',
      ]),
    );
  });

  it('is read-only for members who are not admins', async () => {
    setup(true);
    expect(await listed()).toEqual(['First aid', 'Registered nurse']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Skill name')).toBeNull();
  });
});
