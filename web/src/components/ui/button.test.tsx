import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './button.tsx';
import { ModalFormActions } from './modal.tsx';

describe('the submit button of a form', () => {
  it('submits the form, and while busy is disabled and says what is under way', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <SubmitButton busy={false} busyLabel="Saving…">
          Save
        </SubmitButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('button')).toHaveClass('btn-primary');
    rerender(
      <form onSubmit={onSubmit}>
        <SubmitButton busy busyLabel="Saving…">
          Save
        </SubmitButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps its text while busy when no busy text is given', () => {
    render(<SubmitButton busy>Save Roles</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save Roles' })).toBeDisabled();
  });
});

describe("a modal form's actions", () => {
  it('are Cancel, which calls onCancel without submitting, then the submit button', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <ModalFormActions onCancel={onCancel} variant="danger" busy={false}>
          Disable
        </ModalFormActions>
      </form>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Disable']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Disable' })).toHaveClass('btn-danger');
  });
});
