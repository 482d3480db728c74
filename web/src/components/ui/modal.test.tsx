import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Modal, ModalActions } from './modal.tsx';

/** Opened from a plain button, as every Rostra dialog is (no Radix Trigger). */
function Opener({ mounted }: { mounted: 'always' | 'while-open' }) {
  const [open, setOpen] = useState(false);
  const modal = (
    <Modal open={open} onOpenChange={setOpen} title="Generate Schedule">
      <ModalActions>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </ModalActions>
    </Modal>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {(mounted === 'always' || open) && modal}
    </>
  );
}

function ConfirmOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete?"
        description="It cannot be undone."
        confirmLabel="Delete it"
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

describe('Modal focus', () => {
  it.each(['always', 'while-open'] as const)(
    'returns focus to the button that opened it after Escape or Cancel (mounted %s)',
    async (mounted) => {
      const user = userEvent.setup();
      render(<Opener mounted={mounted} />);
      const opener = screen.getByRole('button', { name: 'Open' });

      await user.click(opener);
      expect(screen.getByRole('dialog', { name: 'Generate Schedule' })).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();

      await user.click(opener);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(opener).toHaveFocus();
    },
  );

  it('returns focus to the opener of a confirmation, which starts on Cancel', async () => {
    const user = userEvent.setup();
    render(<ConfirmOpener />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();
  });
});
