import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { GenerateTokenForm } from './generate-token-form.tsx';
import { truncateToken } from './tokens-table.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the Generate Token form', () => {
  it('defaults to 14 days, keeps the expiry within 1 to 90 and the requester an e-mail', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<GenerateTokenForm onIssued={vi.fn()} onFailed={vi.fn()} />);
    const days = screen.getByLabelText('Expires in (days)');
    expect(days).toHaveValue(14);
    await user.clear(days);
    await user.type(days, '91');
    expect(screen.getByText('Must be a whole number between 1 and 90')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Requested by/), 'nobody');
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Token' }));
    expect(api.calls).toHaveLength(0);
  });

  it('sends only what was filled, and reports a failure with its reason', async () => {
    const api = fakeApi({ 'POST /admin/organization-tokens': { status: 403, body: { detail: 'Super admin access required' } } });
    const onFailed = vi.fn();
    const { user } = renderWithProviders(<GenerateTokenForm onIssued={vi.fn()} onFailed={onFailed} />);
    await user.type(screen.getByLabelText(/^Intended organization/), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Generate Token' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('Failed to generate token: Super admin access required'));
    expect(api.bodiesOf('POST /admin/organization-tokens')).toEqual([{ expires_in_days: 14, intended_organization_name: 'Acme' }]);
  });
});

describe('tokens in the table', () => {
  it('show their first 16 characters and an ellipsis', () => {
    expect(truncateToken('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('ABCDEFGHIJKLMNOP…');
    expect(truncateToken('short')).toBe('short');
  });
});
