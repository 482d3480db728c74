import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { TabsPage } from './tabs-page.tsx';

const TABS = [
  { id: 'calendar', label: 'Calendar' },
  { id: 'analytics', label: 'Analytics' },
];

function renderPage(path: string) {
  return renderWithProviders(
    <TabsPage
      title="Org Schedule"
      organizationName="Acme"
      tabs={TABS}
      content={(tab) => <p>{`${tab} content`}</p>}
      intro={<p>Intro</p>}
      below={(tab) => tab === 'calendar' && <p>Below the calendar</p>}
    />,
    { path },
  );
}

describe('a page of tabs', () => {
  it('names the page and the organization, and draws only the tab in ?tab=', () => {
    renderPage('/org?tab=analytics');
    expect(screen.getByRole('heading', { name: 'Org Schedule' })).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.getByText('Intro')).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Org Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('analytics content')).toBeInTheDocument();
    expect(screen.queryByText('calendar content')).not.toBeInTheDocument();
    expect(screen.queryByText('Below the calendar')).not.toBeInTheDocument();
    expect(document.title).toBe('Analytics · Org Schedule · Acme · Rostra');
  });

  it('opens on the first tab and follows the one selected', async () => {
    const { user } = renderPage('/org');
    expect(screen.getByText('calendar content')).toBeInTheDocument();
    expect(screen.getByText('Below the calendar')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByText('analytics content')).toBeInTheDocument();
    expect(screen.queryByText('Below the calendar')).not.toBeInTheDocument();
    expect(document.title).toBe('Analytics · Org Schedule · Acme · Rostra');
  });
});
