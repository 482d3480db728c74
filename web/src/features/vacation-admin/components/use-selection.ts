import { useState } from 'react';

/** A set of ids toggled one at a time (the ticked rows, the opened histories), all of the shown ones (or none, when all were), or cleared. */
export function useSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (ids: string[]) => setSelected((current) => (ids.every((id) => current.has(id)) ? new Set() : new Set(ids)));
  return { selected, toggle, toggleAll, clear: () => setSelected(new Set()) };
}
