import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useCheckedInput } from './use-checked-input.ts';

const check = (value: string) => (value.trim() ? null : 'Please enter a code');

function Code({ onEdit, onSent, showOnBlur }: { onEdit: () => void; onSent: (value: string) => void; showOnBlur?: boolean }) {
  const code = useCheckedInput(check, onEdit, { showOnBlur });
  const { error, ...input } = code.field;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.submit()) onSent(code.value);
      }}
    >
      <input aria-label="Code" {...input} />
      {error && <p role="alert">{error}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('the one checked field of a small form', () => {
  it('shows its issue once left, clears it as the user types, and sends only what passes', async () => {
    const onEdit = vi.fn();
    const onSent = vi.fn();
    render(<Code onEdit={onEdit} onSent={onSent} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Code'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a code');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSent).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Code'), '12');
    expect(onEdit).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSent).toHaveBeenCalledWith('12');
  });

  it('can wait for the submit before it shows the issue', async () => {
    render(<Code onEdit={vi.fn()} onSent={vi.fn()} showOnBlur={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Code'));
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a code');
  });
});
