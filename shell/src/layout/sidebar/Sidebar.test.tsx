import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { preloadRemotePage } from '../../remotes/preload';
import { Sidebar } from './Sidebar';

jest.mock('../../remotes/preload', () => ({ preloadRemotePage: jest.fn() }));

const sections = [
  {
    title: 'People',
    entries: [
      { key: 'people.audiences', label: 'Audiences', href: '/virtual/7/people/audiences' },
      { key: 'people.approvals', label: 'Approvals', href: '/virtual/7/people/approvals?hubId=3' },
    ],
  },
];

function renderSidebar() {
  render(
    <MemoryRouter>
      <Sidebar sections={sections} locked={false} />
    </MemoryRouter>,
  );
}

describe('Sidebar', () => {
  beforeEach(() => jest.mocked(preloadRemotePage).mockClear());

  it('starts loading an entry’s page when the pointer reaches the entry', async () => {
    renderSidebar();
    expect(preloadRemotePage).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('link', { name: 'Approvals' }));
    expect(preloadRemotePage).toHaveBeenCalledWith('/virtual/7/people/approvals');
  });

  it('starts loading an entry’s page when the keyboard focus reaches the entry', async () => {
    renderSidebar();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Audiences' })).toHaveFocus();
    expect(preloadRemotePage).toHaveBeenCalledWith('/virtual/7/people/audiences');
  });
});
