import { useEffect } from 'react';

/** 'Members · Org Administration · Acme · Rostra': tab, page and organization (docs/product/screens-and-routes.md). */
export function useDocumentTitle(...parts: (string | null | undefined)[]): void {
  const title = [...parts.filter(Boolean), 'Rostra'].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
