import { anEvent } from '@console/shared/testing';
import { backTarget, hubIdOf, withHubId } from './back-target';

describe('backTarget (spec §2.1)', () => {
  it.each([
    ['a plain event', anEvent(), '', '/dashboard'],
    ['a series child', anEvent({ seriesParentEventId: 40 }), '', '/series/40/event-webinar'],
    [
      'a series child even with a hubId',
      anEvent({ seriesParentEventId: 40 }),
      '?hubId=9',
      '/series/40/event-webinar',
    ],
    ['an event opened from a hub', anEvent(), '?hubId=9', '/hub/9/event-webinar'],
    [
      'a webinar opened from a hub',
      anEvent({ type: 'WEBINAR' }),
      '?tab=x&hubId=9',
      '/hub/9/event-webinar',
    ],
    ['an invalid hubId', anEvent(), '?hubId=abc', '/dashboard'],
    ['an empty hubId', anEvent(), '?hubId=', '/dashboard'],
    [
      'a side event',
      anEvent({ type: 'SIDE_FIELD', sideEventParentId: 12 }),
      '',
      '/third-party/12/side-event',
    ],
    [
      'a side event with a hubId',
      anEvent({ type: 'SIDE_FIELD', sideEventParentId: 12 }),
      '?hubId=9',
      '/third-party/12/side-event',
    ],
    ['a webinar', anEvent({ type: 'WEBINAR' }), '', '/dashboard'],
    ['a field event', anEvent({ type: 'FIELD' }), '', '/dashboard'],
    ['a third-party event', anEvent({ type: 'THIRD_PARTY' }), '', '/dashboard'],
    [
      'a third-party event from a hub',
      anEvent({ type: 'THIRD_PARTY' }),
      '?hubId=4',
      '/hub/4/event-webinar',
    ],
    ['a series', anEvent({ type: 'SERIES' }), '', '/dashboard'],
  ])('%s', (_label, event, search, expected) => {
    expect(backTarget(event, search)).toBe(expected);
  });

  it('accepts URLSearchParams', () => {
    expect(backTarget(anEvent(), new URLSearchParams({ hubId: '5' }))).toBe('/hub/5/event-webinar');
  });
});

describe('keeping the hubId on links inside the layout', () => {
  it.each([
    ['?hubId=9', '9'],
    ['?x=1&hubId=12', '12'],
    ['?hubId=x', null],
    ['', null],
  ])('hubIdOf(%s) = %s', (search, expected) => expect(hubIdOf(search)).toBe(expected));

  it.each([
    ['/event/7/people/attendees', '9', '/event/7/people/attendees?hubId=9'],
    [
      '/event/7/people/audiences?selectedTab=INVITE_LISTS',
      '9',
      '/event/7/people/audiences?selectedTab=INVITE_LISTS&hubId=9',
    ],
    ['/event/7/people/audiences?hubId=3', '9', '/event/7/people/audiences?hubId=3'],
    ['/event/7/page#top', '9', '/event/7/page?hubId=9#top'],
    ['/event/7/people/attendees', null, '/event/7/people/attendees'],
  ])('withHubId(%s, %s) = %s', (href, hubId, expected) =>
    expect(withHubId(href, hubId)).toBe(expected),
  );
});
