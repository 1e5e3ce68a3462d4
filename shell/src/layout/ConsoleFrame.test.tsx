import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { preloadRemotePage } from '../remotes/preload';
import { ConsoleFrame } from './ConsoleFrame';
import { Sidebar } from './sidebar/Sidebar';

jest.mock('../remotes/preload', () => ({ preloadRemotePage: jest.fn() }));

const user = {
  userId: 1,
  email: 'organizer@demo.events',
  firstName: 'Olivia',
  lastName: 'Organizer',
  organizationId: 1,
};

const sections = [
  {
    title: 'People',
    entries: [
      {
        key: 'people.audiences',
        label: 'Audiences',
        href: '/virtual/7/people/audiences',
        managedOutside: false,
      },
      {
        key: 'people.approvals',
        label: 'Approvals',
        href: '/virtual/7/people/approvals?hubId=3',
        managedOutside: false,
      },
    ],
  },
];

/** The frame around an event menu and what a remote's page renders. */
function renderFrame() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/virtual/7/people/audiences']}>
        <ConsoleFrame user={user}>
          <Sidebar sections={sections} locked={false} />
          <main>
            <a href="/virtual/7/people/audiences/12?tab=members">
              <span>VIP guests</span>
            </a>
            <a href="https://example.org/virtual/7/people/approvals">Elsewhere</a>
            <p>Not a link</p>
          </main>
        </ConsoleFrame>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ConsoleFrame', () => {
  beforeEach(() => jest.mocked(preloadRemotePage).mockClear());

  it('starts loading a menu entry’s page when the pointer reaches the entry', async () => {
    renderFrame();
    expect(preloadRemotePage).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('link', { name: 'Approvals' }));
    expect(preloadRemotePage).toHaveBeenCalledWith('/virtual/7/people/approvals');
  });

  it('starts loading a link’s page when the keyboard focus reaches the link', async () => {
    renderFrame();
    screen.getByRole('link', { name: 'Audiences' }).focus();
    expect(preloadRemotePage).toHaveBeenCalledWith('/virtual/7/people/audiences');
  });

  it('starts loading the page of a link a remote renders, from any element inside it', async () => {
    renderFrame();
    await userEvent.hover(screen.getByText('VIP guests'));
    expect(preloadRemotePage).toHaveBeenCalledWith('/virtual/7/people/audiences/12');
  });

  it('loads nothing for another site’s link or for what is not a link', async () => {
    renderFrame();
    await userEvent.hover(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.hover(screen.getByText('Not a link'));
    expect(preloadRemotePage).not.toHaveBeenCalled();
  });
});
