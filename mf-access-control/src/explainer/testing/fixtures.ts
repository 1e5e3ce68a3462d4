/**
 * A registrant of the test event and their resolved access, as the explainer's endpoints answer
 * it: in the Attendees base group and the VIP ticket group, which revokes Networking and grants
 * two sessions; private chat forced inactive.
 */
import { FetchRouter, type FakeRequest } from '@console/shared/testing';
import {
  ACCESS_API,
  type AccessDecision,
  type AccessGroup,
  type EffectiveAccess,
} from '@console/access-control-contract';
import { EVENT_ID, VIP_TICKET as VIP } from '../../testing/test-event';

export { EVENT_ID, TIME_ZONE } from '../../testing/test-event';
export const REGISTRATION_ID = 9;

export const paths = {
  people: ACCESS_API.people(EVENT_ID),
  explain: ACCESS_API.explain(EVENT_ID, REGISTRATION_ID),
};

const ATTENDEES: AccessGroup = {
  groupId: 1,
  groupName: 'Attendees',
  groupType: 'DEFAULT',
  isBaseGroup: true,
  baseAccessGroupId: null,
  audienceGroupId: 10,
};

const by = (group: AccessGroup, section: 'base' | 'grant' | 'revoked') => ({
  groupId: group.groupId,
  groupName: group.groupName,
  section,
});

const granted = (group: AccessGroup, section: 'base' | 'grant', why: string): AccessDecision => ({
  outcome: 'GRANT',
  decidedBy: by(group, section),
  inactiveReason: null,
  explanation: why,
});

export const ACCESS: EffectiveAccess = {
  registrationId: REGISTRATION_ID,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  groups: [ATTENDEES, VIP],
  features: [
    {
      id: 'LOBBY',
      title: 'Lobby',
      parentId: null,
      decision: granted(ATTENDEES, 'base', 'Attendees (base access) grants it.'),
    },
    {
      id: 'NETWORKING',
      title: 'Networking',
      parentId: null,
      decision: {
        outcome: 'REVOKED',
        decidedBy: by(VIP, 'revoked'),
        inactiveReason: null,
        explanation: 'VIP ticket revokes it, and a revoke wins over any grant.',
      },
    },
    {
      id: 'EVENT_INTERACTION',
      title: 'Event interaction',
      parentId: null,
      decision: {
        outcome: 'NO_GRANT',
        decidedBy: by(ATTENDEES, 'base'),
        inactiveReason: null,
        explanation: 'None of its sub-features is granted.',
      },
    },
    {
      id: 'PVT_CHAT',
      title: 'Private chat',
      parentId: 'EVENT_INTERACTION',
      decision: {
        outcome: 'INACTIVE',
        decidedBy: null,
        inactiveReason: 'NO_PEOPLE_CHANNEL',
        explanation: 'The event has no people channel, so nobody can use it.',
      },
    },
  ],
  days: [
    {
      dayAccessDate: '2030-01-01',
      decision: granted(ATTENDEES, 'base', 'Attendees has access on this day.'),
    },
    {
      dayAccessDate: '2030-01-02',
      decision: granted(VIP, 'grant', 'VIP ticket has access on this day.'),
    },
  ],
  sessions: [
    {
      segmentId: 13,
      title: 'Keynote: The State of Vector Search',
      startDateTime: '2030-01-02T15:00:00Z',
      decision: granted(VIP, 'grant', 'VIP ticket grants it, beyond its base access.'),
    },
    {
      segmentId: 15,
      title: 'Kubernetes 101',
      startDateTime: '2030-01-02T17:00:00Z',
      decision: granted(VIP, 'grant', 'VIP ticket grants it, beyond its base access.'),
    },
  ],
};

const PEOPLE = [
  {
    registrationId: REGISTRATION_ID,
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@example.com',
  },
  { registrationId: 10, firstName: 'Janek', lastName: 'Nowak', email: 'janek@example.com' },
];

/** The explainer's endpoints: a name or email search over two people, and Jane's access. */
export function explainerApi(): FetchRouter {
  return new FetchRouter()
    .on('GET', paths.people, (request: FakeRequest) => {
      const q = (request.url.searchParams.get('q') ?? '').toLowerCase();
      return {
        people: PEOPLE.filter((p) =>
          [p.firstName, p.lastName, p.email].some((v) => v.toLowerCase().includes(q)),
        ),
      };
    })
    .on('GET', paths.explain, ACCESS);
}
