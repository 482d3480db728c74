import type { ReactNode } from 'react';
import { UrlTabs, useUrlTab } from '@/components/ui/url-tabs.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

interface TabsPageProps {
  /** The page's heading, which also names the tab list. */
  title: string;
  /** Under the heading, and last in the document title. */
  organizationName: string | undefined;
  tabs: { id: string; label: string }[];
  /** The selected tab's content; only that panel is drawn. */
  content: (tab: string) => ReactNode;
  /** Between the heading and the tabs. */
  intro?: ReactNode;
  /** Below the tabs, given the selected tab. */
  below?: (tab: string) => ReactNode;
}

/** An organization's page of tabs (Org Administration, Org Schedule, My Schedule): the selected tab lives in ?tab=. */
export function TabsPage({ title, organizationName, tabs, content, intro, below }: TabsPageProps) {
  const [tab, setTab] = useUrlTab(tabs);
  useDocumentTitle(tabs.find((t) => t.id === tab)?.label, title, organizationName);
  return (
    <>
      <div className="page-header">
        <h1>{title}</h1>
        <span className="field-hint">{organizationName}</span>
      </div>
      {intro}
      <UrlTabs
        label={title}
        selected={tab}
        onSelect={setTab}
        tabs={tabs.map((t) => ({ ...t, content: t.id === tab ? content(t.id) : null }))}
      />
      {below?.(tab)}
    </>
  );
}
