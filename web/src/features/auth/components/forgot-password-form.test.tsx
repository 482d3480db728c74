import { ACCOUNT_SECURITY_TEXT } from '@rostra/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Forgot password', () => {
  it("is linked from Sign In as 'Forgot password?'", () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('checks the email with the rule of docs/product/validation.md#accounts before calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'a@b');
    expect(screen.getByText('Must be at least 5 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'cdef');
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's confirmation in place of the form", async () => {
    const api = fakeApi({ 'POST /auth/password-recovery': { status: 202, body: { message: ACCOUNT_SECURITY_TEXT.recoveryRequested } } });
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), ' Ann@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_SECURITY_TEXT.recoveryRequested);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
    expect(api.bodiesOf('POST /auth/password-recovery')).toEqual([{ email: 'Ann@Example.com' }]);
  });

  it('shows a rate limit plainly and lets the user try again later', async () => {
    const detail = 'Too many password recovery requests. Please try again in 42 minutes.';
    fakeApi({ 'POST /auth/password-recovery': { status: 429, body: { detail } } });
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    await user.type(screen.getByLabelText('Email'), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
