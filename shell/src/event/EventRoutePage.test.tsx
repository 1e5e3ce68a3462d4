import { screen } from '@testing-library/react';
import {
  MESSAGES,
  OUTBOX_API,
  PERMISSIONS,
  routeByKey,
  type Permission,
} from '@console/shared/contract';
import { FetchRouter, renderWithShell, testShellContext } from '@console/shared/testing';
import { anOutboxPage } from '../outbox/testing';
import { EventRoutePage } from './EventRoutePage';

jest.mock('../remotes/RemotePage', () => ({
  RemotePage: ({ routeKey }: { routeKey: string }) => <p>remote page {routeKey}</p>,
}));

function renderRoute(key: string, permissions: readonly Permission[] = PERMISSIONS) {
  const route = routeByKey(key);
  const api = new FetchRouter().on('GET', OUTBOX_API.list(7), anOutboxPage());
  api.install();
  renderWithShell(<EventRoutePage route={route} />, {
    path: `/event/:eventId/${route.path}`,
    initialUrl: `/event/7/${route.path}`,
    context: testShellContext({ access: { permissions: [...permissions] } }),
  });
  return api;
}

describe('EventRoutePage: shell routes', () => {
  it.each<[string, Permission[]]>([
    ['every permission', [...PERMISSIONS]],
    ['standard communication write only', ['COMMUNICATION_STANDARD_COMMUNICATION_WRITE']],
    ['attendees write only', ['PEOPLE_ATTENDEES_WRITE']],
  ])('renders the email outbox page for who holds %s', async (_label, permissions) => {
    const api = renderRoute('communication.outbox', permissions);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email outbox' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(api.callsTo('GET', OUTBOX_API.list(7))).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.managedOutsideReleaseTitle)).not.toBeInTheDocument();
  });

  it('refuses the email outbox without either permission, asking the API nothing', () => {
    const api = renderRoute(
      'communication.outbox',
      PERMISSIONS.filter(
        (p) => p !== 'COMMUNICATION_STANDARD_COMMUNICATION_WRITE' && p !== 'PEOPLE_ATTENDEES_WRITE',
      ),
    );
    expect(screen.getByText(MESSAGES.permissionDeniedTitle)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the honest managed-outside-this-release page for other shell routes', () => {
    renderRoute('communication.alerts');
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts & Updates' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.managedOutsideReleaseTitle)).toBeInTheDocument();
  });
});
