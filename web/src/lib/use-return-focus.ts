import { useRef } from 'react';

/**
 * Radix dialogs return focus to their Trigger; ours open from plain buttons (state, not Trigger),
 * so without this focus lands on the page body. Remembers what had focus when the dialog opened
 * and gives it back on close, if it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
