import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MESSAGES } from '@console/shared/contract';
import type { SidebarSection } from './build-sidebar';
import { Sidebar } from './Sidebar';
import { NARROW_SCREEN_QUERY, SIDEBAR_STORAGE_KEY, startsCollapsed } from './use-sidebar-collapsed';

const entry = (key: string, label: string, managedOutside: boolean) => ({
  key,
  label,
  href: `/virtual/7/${key.replace('.', '/')}`,
  managedOutside,
});

function renderSidebar(sections: SidebarSection[]) {
  render(
    <MemoryRouter initialEntries={['/virtual/7/communication/standard']}>
      <Sidebar sections={sections} locked={false} />
    </MemoryRouter>,
  );
}

describe('Sidebar', () => {
  it('marks an entry managed outside this release visibly, and describes the marker', () => {
    renderSidebar([
      {
        title: 'Communication',
        entries: [
          entry('communication.standard', 'Standard', false),
          entry('communication.alerts', 'Alerts & Updates', true),
        ],
      },
    ]);
    // The badge is seen; the link keeps its name, and the note describes it.
    const outside = screen.getByRole('link', { name: 'Alerts & Updates' });
    expect(outside).toHaveTextContent(/^Alerts & Updates$/);
    expect(outside.closest('li')).toHaveTextContent(
      `Alerts & Updates${MESSAGES.managedOutsideBadge}`,
    );
    expect(outside).toHaveAccessibleDescription(
      `${MESSAGES.managedOutsideBadge} ${MESSAGES.managedOutsideNote}`,
    );
    const working = screen.getByRole('link', { name: 'Standard' });
    expect(working.closest('li')).toHaveTextContent(/^Standard$/);
    expect(working).not.toHaveAttribute('aria-describedby');
  });

  it('shows no note when every entry opens a working page', () => {
    renderSidebar([
      { title: 'Communication', entries: [entry('communication.standard', 'Standard', false)] },
    ]);
    expect(screen.queryByText(MESSAGES.managedOutsideNote)).not.toBeInTheDocument();
  });
});

describe('Sidebar collapse', () => {
  const sections: SidebarSection[] = [
    { title: 'Communication', entries: [entry('communication.standard', 'Standard', false)] },
  ];
  const menu = () => screen.getByRole('navigation', { name: 'Event menu' });

  /** A screen `width` px wide, as the menu's media query sees it (jsdom has no matchMedia). */
  function screenOf(width: number) {
    window.matchMedia = ((query: string) => ({
      matches: query === NARROW_SCREEN_QUERY && width < 1100,
      media: query,
    })) as unknown as typeof window.matchMedia;
  }

  afterEach(() => {
    window.localStorage.clear();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it.each<[string | null, boolean, boolean]>([
    [null, false, false],
    [null, true, true],
    ['collapsed', false, true],
    ['expanded', true, false],
    ['garbage', true, true],
  ])('stored %s on a narrow screen %s: starts collapsed %s', (stored, narrow, collapsed) => {
    expect(startsCollapsed(stored, narrow)).toBe(collapsed);
  });

  it('collapses and expands from its toggle, by keyboard, and remembers the choice', async () => {
    const user = userEvent.setup();
    screenOf(1280);
    const { unmount } = render(
      <MemoryRouter>
        <Sidebar sections={sections} locked={false} />
      </MemoryRouter>,
    );
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const entries = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(entries).toContainElement(screen.getByRole('link', { name: 'Standard' }));

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAccessibleName('Expand menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toHaveAttribute('data-collapsed', 'true');
    expect(screen.queryByRole('link', { name: 'Standard' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('collapsed');

    // Remembered on the next page load, even on a wide screen.
    unmount();
    render(
      <MemoryRouter>
        <Sidebar sections={sections} locked={false} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(screen.getByRole('link', { name: 'Standard' })).toBeVisible();
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('expanded');
  });

  it('starts collapsed below 1100 px when nothing was chosen', () => {
    screenOf(1024);
    render(
      <MemoryRouter>
        <Sidebar sections={sections} locked={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('link', { name: 'Standard' })).not.toBeInTheDocument();
  });
});
