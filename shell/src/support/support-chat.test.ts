import { isSupportChatHidden } from './support-chat';

describe('isSupportChatHidden (spec §2.1)', () => {
  it.each([
    // Hidden: venue-setup, people, standard communication, modify-order.
    ['/event/7/venue-setup/venueSettings', true],
    ['/event/7/venue-setup/expo/booth/3', true],
    ['/event/7/venue-setup', true],
    ['/event/7/people/attendees', true],
    ['/event/7/people/audiences/invite-list/4', true],
    ['/webinar/8/people/approvals/1/abc', true],
    ['/series/9/people/attendees', true],
    ['/field/10/people/abandoned-registrations', true],
    ['/event/7/communication/standard', true],
    ['/third-party/11/communication/standard', true],
    ['/event/7/registration/transactions/modify-order/55', true],
    ['/event/7/people/attendees?hubId=9', true],
    // Shown elsewhere.
    ['/event/7/communication/custom', false],
    ['/event/7/communication/saved-templates', false],
    ['/event/7/communication/standard-like', false],
    ['/event/7/registration/transactions', false],
    ['/event/7/registration/transactions/55', false],
    ['/event/7/registration/transactions/cancellations-and-refunds/55', false],
    ['/event/7/event-setup/basic', false],
    ['/event/7/analytics/reports', false],
    ['/event/7', false],
    ['/event/7/peoplex', false],
    ['/dashboard', false],
    ['/dashboard/integration/list', false],
    ['/event/event/create', false],
    ['/hub/3/info', false],
  ])('%s → %s', (pathname, hidden) => expect(isSupportChatHidden(pathname)).toBe(hidden));
});
