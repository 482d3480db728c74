import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from '@/lib/use-return-focus.ts';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  /** Extra fields between the question and the buttons (e.g. review notes). */
  children?: ReactNode;
}

/** Asks before an action that cannot be taken back; Cancel has the initial focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="modal-overlay" />
        <AlertDialog.Content {...returnFocus} className="modal">
          <AlertDialog.Title>{title}</AlertDialog.Title>
          <AlertDialog.Description className="modal-description">{description}</AlertDialog.Description>
          {children}
          <div className="modal-actions">
            <AlertDialog.Cancel className="btn btn-secondary">Cancel</AlertDialog.Cancel>
            <button
              type="button"
              className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
