import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface TabDefinition {
  id: string;
  label: string;
  content: ReactNode;
}

/** The selected tab, kept in ?tab= with the default omitted (docs/product/screens-and-routes.md). */
export function useUrlTab(tabs: { id: string }[]): [string, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = tabs[0]!.id;
  const requested = params.get('tab');
  const selected = tabs.some((t) => t.id === requested) ? requested! : fallback;
  const select = (id: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === fallback) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  return [selected, select];
}

/** Radix tabs: arrow keys move between tabs, the panel follows. */
export function UrlTabs({
  tabs,
  label,
  selected,
  onSelect,
}: {
  tabs: TabDefinition[];
  label: string;
  selected: string;
  onSelect: (id: string) => void;
}) {
  return (
    <Tabs.Root value={selected} onValueChange={onSelect} className="tabs">
      <Tabs.List aria-label={label} className="tabs-list">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} className="tabs-trigger">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className="tabs-content">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
