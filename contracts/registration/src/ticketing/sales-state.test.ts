import { ticketSalesState, windowInOrder, type TicketSalesState } from './sales-state';

const now = new Date('2030-05-01T12:00:00Z');
const before = new Date('2030-05-01T11:59:59Z');
const after = new Date('2030-05-01T12:00:01Z');

describe('ticketSalesState', () => {
  it.each<[string, Date | null, Date | null, number | null, TicketSalesState]>([
    ['no window, unlimited', null, null, null, 'ON_SALE'],
    ['no window, some left', null, null, 5, 'ON_SALE'],
    ['no window, none left', null, null, 0, 'SOLD_OUT'],
    ['oversold after an "approve anyway"', null, null, -3, 'SOLD_OUT'],
    ['started, not ended', before, after, 5, 'ON_SALE'],
    ['starts later', after, null, 5, 'NOT_STARTED'],
    ['starts later, none left: the window first', after, null, 0, 'NOT_STARTED'],
    ['ended', null, before, 5, 'ENDED'],
    ['ended, none left: the window first', null, before, 0, 'ENDED'],
    // closedOffers blocks approvals when salesEndAt < now: at the very instant sales are still on.
    ['ends now', null, now, 5, 'ON_SALE'],
    ['starts now', now, null, 5, 'ON_SALE'],
  ])('%s', (_case, salesStartAt, salesEndAt, available, expected) => {
    expect(ticketSalesState({ salesStartAt, salesEndAt, available }, now)).toBe(expected);
  });
});

describe('windowInOrder', () => {
  it.each<[string, string | null, string | null, boolean]>([
    ['both open', null, null, true],
    ['start only', '2030-05-01T09:00:00Z', null, true],
    ['end only', null, '2030-05-01T09:00:00Z', true],
    ['end after start', '2030-05-01T09:00:00Z', '2030-05-01T09:00:01Z', true],
    ['end at start', '2030-05-01T09:00:00Z', '2030-05-01T09:00:00Z', false],
    ['end before start', '2030-05-01T09:00:00Z', '2030-04-30T09:00:00Z', false],
    ['offsets compared as instants', '2030-05-01T09:00:00+02:00', '2030-05-01T08:00:00Z', true],
    ['an unreadable date is the date rule’s, not this one’s', 'soon', '2030-05-01T09:00:00Z', true],
  ])('%s', (_case, from, until, expected) => {
    expect(windowInOrder(from, until)).toBe(expected);
  });
});
