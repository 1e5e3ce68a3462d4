/** Which report tabs a viewer gets (spec §2.10, §5), one row per case the spec names. */
import type { Event } from '@console/shared/contract';
import { INSIGHTS_TABS, reportTabsFor, type ReportViewer } from './report-tabs';

type EventShape = Pick<Event, 'type' | 'eventFormat' | 'isFlex'>;

const ORGANIZER: ReportViewer = { isOrganizer: true, isBoothOwner: false };
const BOOTH_OWNER: ReportViewer = { isOrganizer: false, isBoothOwner: true };
const ORGANIZER_WITH_BOOTH: ReportViewer = { isOrganizer: true, isBoothOwner: true };
const TEAM_MEMBER: ReportViewer = { isOrganizer: false, isBoothOwner: false };

const event = (
  type: Event['type'],
  eventFormat: Event['eventFormat'],
  isFlex = false,
): EventShape => ({ type, eventFormat, isFlex });

const VIRTUAL = [
  'Event Summary',
  'Stages',
  'Booths',
  'Rooms',
  'Networking',
  'Emails',
  'Leaderboard',
];
const VIRTUAL_FLEX = [
  'Event Summary',
  'Stages',
  'Booths',
  'Rooms',
  'Sessions',
  'Networking',
  'Emails',
  'Leaderboard',
];

const labels = (e: EventShape, viewer: ReportViewer, inPersonSessionReports = false) =>
  reportTabsFor(e, viewer, { inPersonSessionReports }).map((t) => t.label);

describe('reportTabsFor: tabs per event format (§2.10)', () => {
  it.each<[string, EventShape, boolean, string[]]>([
    ['virtual', event('EVENT', 'VIRTUAL'), false, VIRTUAL],
    ['virtual flex adds Sessions', event('EVENT', 'VIRTUAL', true), false, VIRTUAL_FLEX],
    ['hybrid mirrors virtual', event('EVENT', 'HYBRID'), false, VIRTUAL],
    ['hybrid flex adds Sessions', event('EVENT', 'HYBRID', true), false, VIRTUAL_FLEX],
    ['in-person without the setting', event('EVENT', 'IN_PERSON'), false, ['Summary', 'Emails']],
    [
      'in-person with the setting',
      event('EVENT', 'IN_PERSON'),
      true,
      ['Summary', 'Sessions', 'Emails'],
    ],
    [
      'in-person flex: Sessions still follows the setting only',
      event('EVENT', 'IN_PERSON', true),
      false,
      ['Summary', 'Emails'],
    ],
    ['field event (in person)', event('FIELD', 'IN_PERSON'), false, ['Summary', 'Emails']],
    ['webinar', event('WEBINAR', 'VIRTUAL'), false, ['Overview', 'Insights', 'Emails']],
    [
      'webinar: the in-person setting changes nothing',
      event('WEBINAR', 'VIRTUAL'),
      true,
      ['Overview', 'Insights', 'Emails'],
    ],
  ])('%s', (_, e, inPersonSessionReports, expected) => {
    expect(labels(e, ORGANIZER, inPersonSessionReports)).toEqual(expected);
  });

  it('the virtual setting of in-person Sessions does not add Sessions to a non-flex virtual event', () => {
    expect(labels(event('EVENT', 'VIRTUAL'), ORGANIZER, true)).toEqual(VIRTUAL);
  });

  it('each tab names its dashboard', () => {
    expect(
      reportTabsFor(event('EVENT', 'VIRTUAL', true), ORGANIZER, {
        inPersonSessionReports: false,
      }).map((t) => t.dashboard),
    ).toEqual([
      'EVENT_SUMMARY',
      'STAGES',
      'BOOTHS',
      'ROOMS',
      'SESSIONS',
      'NETWORKING',
      'EMAILS',
      'LEADERBOARD',
    ]);
  });
});

describe('reportTabsFor: a booth owner who is not an organizer sees only Booths (§2.10, §5)', () => {
  it.each<[string, EventShape, ReportViewer, string[]]>([
    ['booth owner, virtual', event('EVENT', 'VIRTUAL'), BOOTH_OWNER, ['Booths']],
    ['booth owner, hybrid flex', event('EVENT', 'HYBRID', true), BOOTH_OWNER, ['Booths']],
    ['booth owner, in person: no Booths tab there', event('EVENT', 'IN_PERSON'), BOOTH_OWNER, []],
    ['booth owner, webinar: no Booths tab there', event('WEBINAR', 'VIRTUAL'), BOOTH_OWNER, []],
    ['booth owner who is an organizer', event('EVENT', 'VIRTUAL'), ORGANIZER_WITH_BOOTH, VIRTUAL],
    [
      'booth owner who is an organizer, flex',
      event('EVENT', 'VIRTUAL', true),
      ORGANIZER_WITH_BOOTH,
      VIRTUAL_FLEX,
    ],
    ['a team member with the permission', event('EVENT', 'VIRTUAL'), TEAM_MEMBER, VIRTUAL],
  ])('%s', (_, e, viewer, expected) => {
    expect(labels(e, viewer)).toEqual(expected);
  });
});

describe('INSIGHTS_TABS (§2.10)', () => {
  it('are the five insights tabs in the spec’s order', () => {
    expect(INSIGHTS_TABS.map((t) => t.label)).toEqual([
      'Organizer Summary',
      'Sponsors',
      'Segments Speakers',
      'Attendees',
      'Collaboration',
    ]);
  });
});
