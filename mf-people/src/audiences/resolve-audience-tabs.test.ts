import type { EventType, Permission } from '@console/shared/contract';
import { resolveAudienceTabs } from './resolve-audience-tabs';
import { type AudienceTab } from '@console/people-contract';

const GROUPS: Permission = 'PEOPLE_AUDIENCE_GROUPS_WRITE';
const INVITES: Permission = 'PEOPLE_INVITE_LIST_WRITE';
const ACCESS: Permission = 'PEOPLE_ACCESS_CONTROL_WRITE';
const ALL = [GROUPS, INVITES, ACCESS];

const cases: [
  name: string,
  eventType: EventType,
  permissions: Permission[],
  selectedTab: string | null,
  visibleTabs: AudienceTab[],
  activeTab: AudienceTab | null,
][] = [
  [
    'all tabs, no selection',
    'EVENT',
    ALL,
    null,
    ['SYSTEM_GROUPS', 'INVITE_LISTS', 'EXPERIENCE_MANAGEMENT'],
    'SYSTEM_GROUPS',
  ],
  [
    'selected visible tab wins',
    'EVENT',
    ALL,
    'INVITE_LISTS',
    ['SYSTEM_GROUPS', 'INVITE_LISTS', 'EXPERIENCE_MANAGEMENT'],
    'INVITE_LISTS',
  ],
  [
    'access control selectable for events',
    'EVENT',
    ALL,
    'EXPERIENCE_MANAGEMENT',
    ['SYSTEM_GROUPS', 'INVITE_LISTS', 'EXPERIENCE_MANAGEMENT'],
    'EXPERIENCE_MANAGEMENT',
  ],
  [
    'access control hidden for webinars',
    'WEBINAR',
    ALL,
    'EXPERIENCE_MANAGEMENT',
    ['SYSTEM_GROUPS', 'INVITE_LISTS'],
    'SYSTEM_GROUPS',
  ],
  ['series: only the invite list tab', 'SERIES', ALL, null, ['INVITE_LISTS'], 'INVITE_LISTS'],
  [
    'series: the invite list tab even when audience groups is selected',
    'SERIES',
    ALL,
    'SYSTEM_GROUPS',
    ['INVITE_LISTS'],
    'INVITE_LISTS',
  ],
  [
    'series: the invite list tab even when access control is selected',
    'SERIES',
    ALL,
    'EXPERIENCE_MANAGEMENT',
    ['INVITE_LISTS'],
    'INVITE_LISTS',
  ],
  [
    'series: no tab without the invite list permission',
    'SERIES',
    [GROUPS, ACCESS],
    'SYSTEM_GROUPS',
    [],
    null,
  ],
  [
    'access control shown for field events',
    'FIELD',
    [ACCESS],
    null,
    ['EXPERIENCE_MANAGEMENT'],
    'EXPERIENCE_MANAGEMENT',
  ],
  [
    'unknown selectedTab falls back',
    'EVENT',
    ALL,
    'NOPE',
    ['SYSTEM_GROUPS', 'INVITE_LISTS', 'EXPERIENCE_MANAGEMENT'],
    'SYSTEM_GROUPS',
  ],
  [
    'selected tab without its permission falls back to first permitted',
    'EVENT',
    [INVITES, ACCESS],
    'SYSTEM_GROUPS',
    ['INVITE_LISTS', 'EXPERIENCE_MANAGEMENT'],
    'INVITE_LISTS',
  ],
  ['only invite list permission', 'WEBINAR', [INVITES], null, ['INVITE_LISTS'], 'INVITE_LISTS'],
  [
    'only access control on a webinar: nothing visible',
    'WEBINAR',
    [ACCESS],
    'EXPERIENCE_MANAGEMENT',
    [],
    null,
  ],
  ['no audience permission at all', 'EVENT', ['PEOPLE_ATTENDEES_WRITE'], null, [], null],
];

describe('resolveAudienceTabs', () => {
  it.each(cases)('%s', (_name, eventType, permissions, selectedTab, visibleTabs, activeTab) => {
    expect(resolveAudienceTabs(eventType, permissions, selectedTab)).toEqual({
      visibleTabs,
      activeTab,
    });
  });

  it('accepts a permission set as the shell hands it', () => {
    expect(resolveAudienceTabs('EVENT', new Set([GROUPS]), undefined)).toEqual({
      visibleTabs: ['SYSTEM_GROUPS'],
      activeTab: 'SYSTEM_GROUPS',
    });
  });
});
