import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { anEvent, flags, testShellContext } from '../testing';
import { ShellContextProvider } from './shell-context';
import { mayOpenRoute, useRouteLink } from './use-route-link';

const event = anEvent({ eventId: 9, type: 'EVENT' });
const allFlagsOff = flags();

describe('mayOpenRoute', () => {
  it.each([
    [
      'a route whose permission the user holds',
      'people.approvals',
      ['PEOPLE_ATTENDEES_WRITE'],
      true,
    ],
    [
      'a route whose permission the user lacks',
      'people.approvals',
      ['ANALYTICS_REPORTS_READ'],
      false,
    ],
    [
      'any of several permissions',
      'registration.ticketEdit',
      ['REGISTRATION_TICKETING_WRITE'],
      true,
    ],
    [
      'a route behind a flag that is off',
      'analytics.legacyRevenue',
      ['ANALYTICS_REPORTS_READ'],
      false,
    ],
  ] as const)('%s: %s → %s', (_, key, permissions, expected) => {
    expect(mayOpenRoute(key, event, { permissions: [...permissions] }, allFlagsOff)).toBe(expected);
  });

  it('opens a flagged route once its flag is on', () => {
    const on = flags({ ENABLE_LEGACY_ANALYTICS: true });
    const access = { permissions: ['ANALYTICS_REPORTS_READ' as const] };
    expect(mayOpenRoute('analytics.legacyRevenue', event, access, on)).toBe(true);
  });

  it('refuses a route the event type does not have', () => {
    const hub = anEvent({ type: 'HUB' });
    const access = { permissions: ['PEOPLE_ATTENDEES_WRITE' as const] };
    expect(mayOpenRoute('people.approvals', hub, access, allFlagsOff)).toBe(false);
  });
});

describe('useRouteLink', () => {
  const render = (key: string, context: Parameters<typeof testShellContext>[0]) => {
    const value = testShellContext({ event, ...context });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ShellContextProvider value={value}>{children}</ShellContextProvider>
    );
    return renderHook(() => useRouteLink(key), { wrapper }).result.current;
  };

  it("builds the route's address for the current event, with its parameters and query", () => {
    const link = render('registration.ticketEdit', {});
    expect(link?.({ ticketTypeId: 4 })).toBe('/event/9/registration/tickets/4/edit');
    expect(render('people.approvals', {})?.({}, { status: 'PENDING' })).toBe(
      '/event/9/people/approvals?status=PENDING',
    );
  });

  it('is null for a user who may not open the route', () => {
    const access = { permissions: ['ANALYTICS_DASHBOARD_READ' as const] };
    expect(render('registration.ticketEdit', { access })).toBeNull();
  });
});
