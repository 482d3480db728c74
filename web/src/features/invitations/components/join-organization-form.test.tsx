import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { JoinOrganizationForm } from './join-organization-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'AbCdEfGhIjKlMnOpQrSt';

function setup() {
  const onJoined = vi.fn();
  const view = renderWithProviders(<JoinOrganizationForm onJoined={onJoined} onCancel={vi.fn()} />);
  return { ...view, onJoined, submit: () => view.user.click(screen.getByRole('button', { name: 'Join Organization' })) };
}

describe('the Join Existing Organization form', () => {
  it('asks for a token, then for a well-formed one', async () => {
    fakeApi({});
    const { user, submit } = setup();
    await submit();
    expect(screen.getByText('Please enter an invitation token')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Invitation token'), 'bad token');
    expect(screen.getByText('Invalid invitation token format')).toBeInTheDocument();
  });

  it('takes the token out of a pasted link and joins', async () => {
    const api = fakeApi({ 'POST /auth/claim-invitation': { body: { organization_name: 'Acme Care' } } });
    const { user, submit, onJoined } = setup();
    await user.type(screen.getByLabelText('Invitation token'), `https://rostra.example/invitations/${TOKEN}/accept`);
    await submit();
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith('Acme Care'));
    expect(api.bodiesOf('POST /auth/claim-invitation')).toEqual([{ invitation_token: TOKEN }]);
  });

  it.each([
    ['Invitation token not found', 'Invalid invitation token. Please check the token and try again.'],
    ['Invitation token has expired', 'This invitation token has expired. Please request a new invitation.'],
    ['Invitation token has already been used', 'This invitation token has already been used. Please request a new invitation.'],
    ['Invitation token has been cancelled', 'This invitation token has been cancelled. Please request a new invitation.'],
  ])('turns "%s" into "%s"', async (detail, shown) => {
    fakeApi({ 'POST /auth/claim-invitation': { status: 409, body: { detail } } });
    const { user, submit } = setup();
    await user.type(screen.getByLabelText('Invitation token'), TOKEN);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });
});
