/**
 * Sessions of the test event (New York time) and a fake of the sessions API over them that
 * searches, filters and pages like the real one.
 */
import { FetchRouter, reply, type FakeRequest } from '@console/shared/testing';
import {
  SESSION_API,
  SESSION_LIMITS,
  type SessionListResponse,
  type SessionRow,
} from '@console/people-contract';

export const EVENT_ID = 42;
export const GROUP_ID = 7;
export const TIME_ZONE = 'America/New_York';

export const paths = {
  list: SESSION_API.list(EVENT_ID),
  tags: SESSION_API.tags(EVENT_ID),
  days: SESSION_API.days(EVENT_ID),
  mapping: SESSION_API.mapping(EVENT_ID, GROUP_ID),
};

export const LONG_TITLE = 'Kubernetes deep dive workshop for platform teams';

/** 25 sessions (two pages): 1-12 start on Jan 1, 13-25 on Jan 2 (New York); every 3rd in person. */
export const SESSIONS: SessionRow[] = Array.from({ length: 25 }, (_, index) => {
  const id = index + 1;
  const start = new Date(Date.UTC(2030, 0, id <= 12 ? 1 : 2, 14 + (id % 8)));
  return {
    segmentId: id,
    title: id === 1 ? LONG_TITLE : `Session ${id}`,
    stageName: id % 2 === 0 ? 'Main Stage' : 'Hall A',
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
    tags: id === 1 ? ['Cloud', 'Workshop', 'Advanced', 'Beginner'] : id % 4 === 0 ? ['AI'] : [],
    format: id % 3 === 0 ? 'IN_PERSON' : 'VIRTUAL',
    addOns: [],
  };
});

const dayOf = (row: SessionRow) => (row.segmentId <= 12 ? '2030-01-01' : '2030-01-02');

function listAnswer(sessions: readonly SessionRow[], request: FakeRequest): SessionListResponse {
  const q = request.url.searchParams;
  const query = (q.get('query') ?? '').toLowerCase();
  const tags = q.getAll('tags');
  const formats = q.getAll('formats');
  const days = q.getAll('days');
  const matches = sessions.filter(
    (row) =>
      row.title.toLowerCase().includes(query) &&
      (tags.length === 0 || row.tags.some((t) => tags.includes(t))) &&
      (formats.length === 0 || formats.includes(row.format)) &&
      (days.length === 0 || days.includes(dayOf(row))),
  );
  const offset = Number(q.get('offset') ?? 0);
  const limit = Number(q.get('limit') ?? SESSION_LIMITS.pageSize);
  return { items: matches.slice(offset, offset + limit), total: matches.length };
}

export interface FakeSessionsApi {
  sessions?: readonly SessionRow[];
  mapped?: readonly number[];
  /** The status the save answers with (200 saves). */
  saveStatus?: number;
}

/** The sessions API of the test event; a successful save becomes the group's mapping. */
export function sessionsApi({
  sessions = SESSIONS,
  mapped = [],
  saveStatus = 200,
}: FakeSessionsApi = {}): FetchRouter {
  let current = [...mapped];
  return new FetchRouter()
    .on('GET', paths.list, (request: FakeRequest) => listAnswer(sessions, request))
    .on('GET', paths.tags, { tags: ['Advanced', 'AI', 'Beginner', 'Cloud', 'Workshop'] })
    .on('GET', paths.days, { days: ['2030-01-01', '2030-01-02'] })
    .on('GET', paths.mapping, () => ({ audienceGroupId: GROUP_ID, segmentIds: current }))
    .on('PUT', paths.mapping, (request: FakeRequest) => {
      if (saveStatus !== 200)
        return reply({ status: saveStatus, body: { code: 'INTERNAL', message: 'Boom' } });
      current = [...(request.body as { segmentIds: number[] }).segmentIds];
      return { audienceGroupId: GROUP_ID, segmentIds: current };
    });
}
