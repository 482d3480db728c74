import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { EditNameForm } from './edit-name-form.tsx';

const EMPTY = { member_id: 'm1', user_id: 'u1', first_name: null, middle_name: null, last_name: null, preferred_name: null };

describe('the Edit Name form', () => {
  it('keeps Save disabled until first and last name are given, and sends empty parts as null, trimmed', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<EditNameForm initial={EMPTY} busy={false} error={null} onSubmit={onSubmit} onCancel={vi.fn()} />);
    const save = screen.getByRole('button', { name: 'Save Name' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('First name'), ' Ada ');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ first_name: 'Ada', middle_name: null, last_name: 'Lovelace', preferred_name: null });
  });

  it('refuses a part longer than 255 characters', async () => {
    const { user } = renderWithProviders(
      <EditNameForm
        initial={{ ...EMPTY, first_name: 'Ada', last_name: 'L' }}
        busy={false}
        error={null}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    await user.click(screen.getByLabelText(/^Preferred name/));
    await user.paste('x'.repeat(256));
    expect(screen.getByText('Must be no more than 255 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Name' })).toBeDisabled();
  });
});
