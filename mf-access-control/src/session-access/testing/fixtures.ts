/**
 * A group's sessions in the test event (New York time) and a fake of the access endpoints the
 * session access screen calls: the section's sessions, the group's mapping (its days), the
 * impact preview of the pending changes, and the two writes, which change what later reads answer.
 */
import { FetchRouter, reply, type FakeRequest } from '@console/shared/testing';
import {
  ACCESS_API,
  restrictedStatus,
  type AccessGroup,
  type AccessGroupMapping,
  type AccessImpact,
  type AccessSection,
  type DayAccessMapping,
  type SessionAccessRow,
  type UpdateDayAccessRequest,
  type UpdateSessionAccessRequest,
} from '@console/access-control-contract';
import { EVENT_ID, VIP_TICKET } from '../../testing/test-event';

export { EVENT_ID, TIME_ZONE } from '../../testing/test-event';
export const GROUP: AccessGroup = VIP_TICKET;
export const GROUP_ID = GROUP.groupId;
export const LONG_TITLE = 'Kubernetes deep dive workshop for platform teams';
/** Mapped to the group through Add to sessions: never toggled here. */
export const MAPPED_ID = 3;

export const paths = {
  sessions: ACCESS_API.sessions(EVENT_ID, GROUP_ID),
  mapping: ACCESS_API.mapping(EVENT_ID, GROUP_ID),
  dayAccess: ACCESS_API.dayAccess(EVENT_ID, GROUP_ID),
  impactPreview: ACCESS_API.sessionImpactPreview(EVENT_ID, GROUP_ID),
};

const NO_IMPACT: AccessImpact = { affected: 0, features: [], days: [], sessions: [] };

/**
 * 25 sessions: 1-12 on Jan 1, 13-25 on Jan 2 (New York; session 12 starts 23:00 there, 04:00 UTC
 * on Jan 2); the even ones accessible, and the mapped one; every 3rd in person.
 */
export function sessionsOf(section: AccessSection, count = 25): SessionAccessRow[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const start =
      id === 12
        ? new Date(Date.UTC(2030, 0, 2, 4))
        : new Date(Date.UTC(2030, 0, id <= 12 ? 1 : 2, 14 + (id % 8)));
    return {
      segmentId: id,
      title: id === 1 ? LONG_TITLE : `Session ${id}`,
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
      stageName: id % 2 === 0 ? 'Main Stage' : 'Hall A',
      tags: (id === 1 ? ['Cloud', 'Workshop', 'Advanced'] : id % 4 === 0 ? ['AI'] : []).map(
        (name) => ({ name }),
      ),
      format: id % 3 === 0 ? 'IN_PERSON' : 'VIRTUAL',
      grantStatus: id % 2 === 0 || id === MAPPED_ID ? 'GRANT' : restrictedStatus(section),
      isAccessGroupAddedInSegment: id === MAPPED_ID,
      showInGrant: section === 'grant',
      showInRevoke: section === 'revoked',
    };
  });
}

export const DAYS: DayAccessMapping[] = [
  { id: 'day-1', dayAccessDate: '2030-01-01', grantStatus: 'GRANT', featureName: 'DAY' },
  { id: 'day-2', dayAccessDate: '2030-01-02', grantStatus: 'NO_GRANT', featureName: 'DAY' },
  { id: 'day-3', dayAccessDate: '2030-01-03', grantStatus: 'NO_GRANT', featureName: 'DAY' },
];

export interface FakeAccessApi {
  /** The section's sessions (default: sessionsOf(section)). */
  sessions?: SessionAccessRow[];
  /** The status the session write answers with (204 saves). */
  saveStatus?: number;
  /** What the impact preview answers (default: nobody's access changes). */
  impact?: AccessImpact;
}

/** The endpoints of the screen; a saved change becomes the session's saved status. */
export function sessionAccessApi({
  sessions,
  saveStatus = 204,
  impact = NO_IMPACT,
}: FakeAccessApi = {}): FetchRouter {
  const rows = new Map<AccessSection, SessionAccessRow[]>();
  const rowsOf = (section: AccessSection) => {
    const existing = rows.get(section);
    if (existing) return existing;
    const made = sessions ?? sessionsOf(section);
    rows.set(section, made);
    return made;
  };
  const sectionOf = (request: FakeRequest) =>
    (request.url.searchParams.get('section') ?? 'base') as AccessSection;
  const mapping = (): AccessGroupMapping => ({ group: GROUP, features: [], days: DAYS });
  return new FetchRouter()
    .on('GET', paths.sessions, (request: FakeRequest) => ({
      group: GROUP,
      sessions: rowsOf(sectionOf(request)),
    }))
    .on('GET', paths.mapping, mapping)
    .on('POST', paths.impactPreview, impact)
    .on('PUT', paths.sessions, (request: FakeRequest) => {
      if (saveStatus >= 400)
        return reply({ status: saveStatus, body: { code: 'INTERNAL', message: 'Boom' } });
      const body = request.body as UpdateSessionAccessRequest;
      const changed = new Map(body.changes.map((c) => [c.id, c.grantStatus]));
      rows.set(
        body.section,
        rowsOf(body.section).map((row) => ({
          ...row,
          grantStatus: changed.get(row.segmentId) ?? row.grantStatus,
        })),
      );
      return reply({ status: 204 });
    })
    .on('PUT', paths.dayAccess, (request: FakeRequest) => {
      const body = request.body as UpdateDayAccessRequest;
      return reply({ status: body.days.length > 0 ? 204 : 400 });
    });
}
