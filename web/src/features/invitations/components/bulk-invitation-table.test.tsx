import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { BulkInvitationTable } from './bulk-invitation-table.tsx';

afterEach(() => vi.unstubAllGlobals());

const rowOf = (n: number) => screen.getAllByRole('row')[n]!;

describe('the bulk invitation table', () => {
  it('starts with 3 rows (the inline variant with 1) and always keeps one', async () => {
    fakeApi({});
    const { user, unmount } = renderWithProviders(<BulkInvitationTable organizationId="7" variant="full" />);
    expect(screen.getAllByRole('textbox', { name: /^Email, row/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove row 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
    unmount();
    renderWithProviders(<BulkInvitationTable organizationId="7" variant="inline" />);
    expect(screen.getAllByRole('textbox', { name: /^Email, row/ })).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: /^First name/ })).not.toBeInTheDocument();
  });

  it('refuses to send without a valid row', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<BulkInvitationTable organizationId="7" variant="inline" />);
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one valid invitation');
    expect(screen.getByText('Email required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows Ready and Invalid while drafting, then Sent and Failed with the reason', async () => {
    const api = fakeApi({
      'POST /organizations/7/invitations': ({ body }) =>
        (body as { email: string }).email === 'bo@example.com'
          ? { status: 409, body: { detail: 'bo@example.com is already a member' } }
          : { status: 201, body: {} },
    });
    const { user } = renderWithProviders(<BulkInvitationTable organizationId="7" variant="inline" />);
    await user.click(screen.getByRole('button', { name: '+ Add Row' }));
    await user.type(screen.getByLabelText('Email, row 1'), 'ann@example.com');
    expect(within(rowOf(1)).getByText('Ready')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email, row 2'), 'bo@example');
    expect(within(rowOf(2)).getByText('Invalid')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('Invalid email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email, row 2'), '.com');
    await user.click(screen.getByLabelText('Admin, row 2'));
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));

    expect(await screen.findByText('1 invitations sent, 1 failed. Check the table for details.')).toBeInTheDocument();
    expect(within(rowOf(1)).getByText('Sent')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('bo@example.com is already a member')).toBeInTheDocument();
    expect(api.bodiesOf('POST /organizations/7/invitations')[1]).toMatchObject({
      email: 'bo@example.com',
      is_admin: true,
      is_employee: true,
      expires_in_days: 7,
    });

    // Editing the failed row makes it a draft again and clears its error.
    await user.type(screen.getByLabelText('Email, row 2'), 'm');
    expect(within(rowOf(2)).queryByText('bo@example.com is already a member')).not.toBeInTheDocument();
    expect(within(rowOf(2)).getByText('Ready')).toBeInTheDocument();
  });

  it('checks the expiry (1 to 365 days, empty for never)', async () => {
    const api = fakeApi({ 'POST /organizations/7/invitations': { status: 201, body: {} } });
    const { user } = renderWithProviders(<BulkInvitationTable organizationId="7" variant="inline" />);
    const expiry = screen.getByLabelText('Expires in (days)');
    await user.clear(expiry);
    await user.type(expiry, '400');
    expect(screen.getByText('Expiry must be between 1 and 365 days, or empty for never')).toBeInTheDocument();
    await user.clear(expiry);
    await user.type(screen.getByLabelText('Email, row 1'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    await waitFor(() =>
      expect(api.bodiesOf('POST /organizations/7/invitations')).toEqual([expect.objectContaining({ expires_in_days: null })]),
    );
    expect(await screen.findByText('1 invitation sent successfully!')).toBeInTheDocument();
  });
});
