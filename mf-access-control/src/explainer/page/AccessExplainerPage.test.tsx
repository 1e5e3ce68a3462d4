import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@console/shared/contract';
import { currentSearch } from '@console/shared/testing';
import { explainerApi, paths, REGISTRATION_ID } from '../testing/fixtures';
import { renderExplainer } from '../testing/render';

const features = () => screen.getByRole('list', { name: 'Features' });
const feature = (name: string) => within(features()).getByRole('listitem', { name });

describe('Access explainer', () => {
  it('finds a registrant by name or email and opens their access', async () => {
    const { user, api } = renderExplainer({ fetch: explainerApi() });
    await user.type(screen.getByRole('searchbox', { name: 'Find a registrant' }), 'jane@');
    const found = await screen.findByRole('list', { name: 'Registrants found' });
    expect(api.callsTo('GET', paths.people).map((c) => c.url.searchParams.get('q'))).toEqual([
      'jane@',
    ]);
    expect(within(found).getAllByRole('button')).toHaveLength(1);
    await user.click(within(found).getByRole('button', { name: 'Jane Doe (jane@example.com)' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Jane Doe' })).toBeInTheDocument();
    expect(currentSearch().get('registrationId')).toBe(String(REGISTRATION_ID));
    expect(currentSearch().get('q')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Registrants found' })).toBeNull();
  });

  it('says when nobody matches', async () => {
    const { user } = renderExplainer({ fetch: explainerApi() });
    await user.type(screen.getByRole('searchbox', { name: 'Find a registrant' }), 'zed');
    expect(await screen.findByText(MESSAGES.noSearchResultsFound)).toBeInTheDocument();
  });

  it('lists the registrant groups, base or derived', async () => {
    renderExplainer({ fetch: explainerApi(), query: `?registrationId=${REGISTRATION_ID}` });
    const groups = await screen.findByRole('region', { name: 'Groups' });
    const items = within(groups).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('AttendeesBase accessRole');
    expect(items[1]).toHaveTextContent('VIP ticketGroup accessTicket');
    expect(items[1]).toHaveTextContent('Starts from Attendees');
  });

  it('shows each decision with its outcome in words, who decides it and why, sub-features indented', async () => {
    renderExplainer({ fetch: explainerApi(), query: `?registrationId=${REGISTRATION_ID}` });
    await screen.findByRole('list', { name: 'Features' });
    const networking = feature('Networking');
    expect(within(networking).getByText('Revoked')).toBeInTheDocument();
    expect(networking).toHaveTextContent('Decided by VIP ticket — Revoke access');
    expect(networking).toHaveTextContent(
      'VIP ticket revokes it, and a revoke wins over any grant.',
    );
    expect(feature('Lobby')).toHaveTextContent('GrantedDecided by Attendees — Base access');

    const parent = feature('Event interaction');
    const chat = within(parent).getByRole('listitem', { name: 'Private chat' });
    expect(chat).toHaveTextContent('Inactive');
    expect(chat).toHaveTextContent('The event has no people channel, so nobody can use it.');
    expect(chat).not.toHaveTextContent('Decided by');

    const days = screen.getByRole('list', { name: 'Days' });
    expect(within(days).getByRole('listitem', { name: 'Wed, Jan 2, 2030' })).toHaveTextContent(
      'GrantedDecided by VIP ticket — Grant access',
    );

    const sessions = screen.getByRole('grid', { name: 'Sessions' });
    const row = within(sessions).getByRole('row', { name: /Kubernetes 101/ });
    expect(row).toHaveTextContent('Jan 2, 2030, 12:00 PM EST');
    expect(row).toHaveTextContent('Granted');
    expect(row).toHaveTextContent('Decided by VIP ticket — Grant access');
  });

  it('filters the items by name, outcome or group, keeping a match under its parent', async () => {
    const { user } = renderExplainer({
      fetch: explainerApi(),
      query: `?registrationId=${REGISTRATION_ID}`,
    });
    await screen.findByRole('list', { name: 'Features' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Filter features, days and sessions' }),
      'inactive',
    );
    await waitFor(() => expect(currentSearch().get('filter')).toBe('inactive'));
    expect(within(features()).queryByRole('listitem', { name: 'Networking' })).toBeNull();
    expect(
      within(feature('Event interaction')).getByRole('listitem', { name: 'Private chat' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No day matches the filter.')).toBeInTheDocument();
    expect(screen.getByText('No session matches the filter.')).toBeInTheDocument();
  });
});
