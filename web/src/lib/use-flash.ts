import { LIMITS } from '@rostra/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export type FlashKind = 'success' | 'error' | 'info';
export interface Flash {
  kind: FlashKind;
  text: string;
}

/**
 * A feedback message that clears itself: 3 s for name, profile and copy confirmations, 5 s for
 * everything else (docs/product/limits.md).
 */
export function useFlash(timeoutMs: number = LIMITS.messageTimeoutMs.long) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (kind: FlashKind, text: string, ms: number = timeoutMs) => {
      clearTimeout(timer.current);
      setFlash({ kind, text });
      timer.current = setTimeout(() => setFlash(null), ms);
    },
    [timeoutMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFlash(null);
  }, []);
  return { flash, show, clear };
}
