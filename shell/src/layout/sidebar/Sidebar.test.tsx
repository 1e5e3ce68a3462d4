import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MESSAGES } from '@console/shared/contract';
import type { SidebarSection } from './build-sidebar';
import { Sidebar } from './Sidebar';

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
