import type { ReactNode } from 'react';
import type { Flash } from '@/lib/use-flash.ts';

/** A feedback panel: red for errors (docs/product/error-texts.md), green for success; read out when it appears. */
export function Message({ kind, children }: { kind: Flash['kind']; children: ReactNode }) {
  return (
    <div className={`message message-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** Renders a flash from useFlash, or nothing; the live region stays mounted so it is announced. */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  return <div aria-live="polite">{flash && <Message kind={flash.kind}>{flash.text}</Message>}</div>;
}
