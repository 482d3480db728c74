import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from '@/lib/use-return-focus.ts';
import { Button, SubmitButton, type ButtonProps } from './button.tsx';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/** A Radix dialog: focus moves in on open, is trapped, returns to the opener on close; Escape closes. */
export function Modal({ open, onOpenChange, title, description, children, wide }: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          {...returnFocus}
          className={`modal${wide ? ' modal-wide' : ''}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="modal-header">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Close className="btn btn-ghost btn-sm" aria-label="Close">
              ✕
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="modal-description">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="modal-actions">{children}</div>;
}

/** The foot of a form in a modal: Cancel, then the form's submit button. */
export function ModalFormActions({ onCancel, ...submit }: { onCancel: () => void; busyLabel?: string } & ButtonProps) {
  return (
    <ModalActions>
      <Button onClick={onCancel}>Cancel</Button>
      <SubmitButton {...submit} />
    </ModalActions>
  );
}
