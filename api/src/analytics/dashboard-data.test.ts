import { after, before, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import {
  ANALYTICS_API,
  DashboardDataSchema,
  type DashboardData,
  type DashboardName,
  type Panel,
} from '@console/analytics-contract';
import { featureFlags } from '../db/schema';
import { buildFixture, type FixtureUser } from '../testing/fixture';
import type { TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { refreshActivityAggregates } from './aggregates';
import {
  analyticsApp,
  analyticsEvent,
  dashboardData,
  insertFacts,
  loginAs,
  postJson,
  tokenOf,
  type TestFact,
} from './test-support';

const JAN_1 = Date.UTC(2030, 0, 1) / 1000;
const JAN_2 = JAN_1 + 86_400;

describeApi('analytics dashboard data', buildFixture, (s) => {
  let app: FastifyInstance;
  const sessions = new Map<FixtureUser, TestSession>();
  before(async () => {
    app = await analyticsApp(s.db);
    for (const user of ['owner', 'booth'] as const) sessions.set(user, await loginAs(app, user));
  });
  after(() => app.close());

  const session = (user: FixtureUser) => {
    const found = sessions.get(user);
    if (!found) throw new Error(`no session for ${user}`);
    return found;
  };
  const read = async (response: {
    statusCode: number;
    json(): unknown;
  }): Promise<DashboardData> => {
    expect(response.statusCode).toBe(200);
    const { token } = tokenOf(response.json());
    const data = await dashboardData(app, token);
    expect(data.statusCode).toBe(200);
    return DashboardDataSchema.parse(data.json());
  };
  const dashboard = (
    eventId: number,
    name: DashboardName,
    user: FixtureUser = 'owner',
    variant = 'current',
  ) =>
    postJson(app, `/api${ANALYTICS_API.embedUrl(eventId)}`, session(user), {
      dashboard: name,
      boothOwner: false,
      variant,
    }).then(read);
  const drillDown = (eventId: number, dashboardId: string, place: string) =>
    postJson(app, `/api${ANALYTICS_API.drillDownUrl(eventId)}`, session('owner'), {
      dashboardId,
      filters: { place },
    }).then(read);
  const panel = (data: DashboardData, title: string): Panel => {
    const found = data.panels.find((p) => p.title === title);
    if (!found)
      throw new Error(`no panel ${title} in ${data.panels.map((p) => p.title).join(', ')}`);
    return found;
  };
  const value = (data: DashboardData, title: string) => {
    const found = panel(data, title);
    return found.kind === 'stat' ? found.value : NaN;
  };

  /** A virtual event: 5 registrants, 3 attended, facts over two days, two booths (Acme is the booth user's). */
  async function virtualEvent() {
    const created = await analyticsEvent(s.db, s.fx, {
      registrants: 5,
      attended: 3,
      boothNames: ['Acme booth', 'Globex booth'],
    });
    const [a, b, c] = created.registrationIds as [number, number, number];
    const on1 = '2030-01-01T10:00:00Z';
    const on2 = '2030-01-02T11:00:00Z';
    const facts: TestFact[] = [
      { registrationId: a, kind: 'STAGE_VIEW', place: 'Main Stage', at: on1, quantity: 40 },
      { registrationId: b, kind: 'STAGE_VIEW', place: 'Main Stage', at: on1, quantity: 20 },
      { registrationId: a, kind: 'STAGE_VIEW', place: 'Main Stage', at: on2, quantity: 15 },
      { registrationId: c, kind: 'STAGE_VIEW', place: 'Product Stage', at: on2, quantity: 90 },
      { registrationId: a, kind: 'BOOTH_VISIT', place: 'Acme booth', at: on1, quantity: 5 },
      { registrationId: b, kind: 'BOOTH_VISIT', place: 'Globex booth', at: on1, quantity: 5 },
      { registrationId: c, kind: 'BOOTH_VISIT', place: 'Globex booth', at: on2, quantity: 5 },
      { registrationId: a, kind: 'MEETING', at: on1 },
      { registrationId: b, kind: 'MEETING', at: on2 },
      { registrationId: a, kind: 'POINTS', place: 'Quiz', at: on1, quantity: 30 },
      { registrationId: b, kind: 'POINTS', place: 'Quiz', at: on1, quantity: 50 },
      ...created.registrationIds.map((id) => ({
        registrationId: id,
        kind: 'EMAIL_SENT' as const,
        place: 'Welcome',
        at: on1,
      })),
      { registrationId: a, kind: 'EMAIL_OPENED', place: 'Welcome', at: on1 },
      { registrationId: b, kind: 'EMAIL_OPENED', place: 'Welcome', at: on1 },
      { registrationId: a, kind: 'EMAIL_CLICKED', place: 'Welcome', at: on1 },
    ];
    await insertFacts(s.db, created.event.id, facts);
    return created;
  }

  it('reads the aggregates, not the facts: nothing until the facts are refreshed', async () => {
    const { event } = await virtualEvent();
    const before = await dashboard(event.id, 'STAGES');
    expect(value(before, 'Views')).toBe(0);
    expect(before.lastUpdatedAt).toBeNull();
    await refreshActivityAggregates(s.db, event.id);
    const afterRefresh = await dashboard(event.id, 'STAGES');
    expect(value(afterRefresh, 'Views')).toBe(4);
    expect(afterRefresh.lastUpdatedAt).not.toBeNull();
  });

  it('sums the Event Summary from the facts inserted, day by day', async () => {
    const { event } = await virtualEvent();
    await refreshActivityAggregates(s.db, event.id);
    const data = await dashboard(event.id, 'EVENT_SUMMARY');
    expect(data).toMatchObject({
      dashboard: 'EVENT_SUMMARY',
      title: 'Event Summary',
      eventName: event.name,
      timeZone: 'UTC',
    });
    expect(value(data, 'Registrants')).toBe(5);
    expect(value(data, 'Attended')).toBe(3);
    expect(value(data, 'Minutes watched')).toBe(165);
    expect(value(data, 'Meetings')).toBe(2);
    expect(panel(data, 'Attended per day, by activity')).toMatchObject({
      x: [JAN_1, JAN_2],
      series: [
        { label: 'Stages', values: [2, 2] },
        { label: 'Sessions', values: [0, 0] },
        { label: 'Rooms', values: [0, 0] },
        { label: 'Booths', values: [2, 1] },
      ],
    });
  });

  it('bars the stages by minutes with a drill-down per stage, whose data is that stage only', async () => {
    const { event } = await virtualEvent();
    await refreshActivityAggregates(s.db, event.id);
    const stages = await dashboard(event.id, 'STAGES');
    expect(panel(stages, 'Minutes watched per stage')).toEqual({
      kind: 'bar',
      title: 'Minutes watched per stage',
      unit: 'minutes',
      categories: ['Product Stage', 'Main Stage'],
      values: [90, 75],
      drillDown: { dashboardId: 'STAGE_DETAIL', filterKey: 'place' },
    });
    const main = await drillDown(event.id, 'STAGE_DETAIL', 'Main Stage');
    expect(main.title).toBe('Stage: Main Stage');
    expect(value(main, 'Views')).toBe(3);
    expect(value(main, 'Minutes watched')).toBe(75);
    expect(panel(main, 'Viewers per day')).toMatchObject({
      x: [JAN_1, JAN_2],
      series: [{ values: [2, 1] }],
    });
  });

  it('gives the emails their rates, the networking its days and the leaderboard its top', async () => {
    const { event } = await virtualEvent();
    await refreshActivityAggregates(s.db, event.id);
    const emails = await dashboard(event.id, 'EMAILS');
    expect(panel(emails, 'Email details')).toMatchObject({
      rows: [{ email: 'Welcome', sent: 5, opened: 2, clicked: 1, openRate: 40, clickRate: 20 }],
    });
    const networking = await dashboard(event.id, 'NETWORKING');
    expect(panel(networking, 'Meetings per day')).toMatchObject({ series: [{ values: [1, 1] }] });
    const leaderboard = await dashboard(event.id, 'LEADERBOARD');
    expect(panel(leaderboard, 'Top 20')).toMatchObject({
      rows: [
        { rank: 1, name: 'Person 2', points: 50 },
        { rank: 2, name: 'Person 1', points: 30 },
      ],
    });
    expect(value(leaderboard, 'Top score')).toBe(50);
  });

  it("limits a booth owner's booth panels to their own booths", async () => {
    const { event } = await virtualEvent();
    await refreshActivityAggregates(s.db, event.id);
    const own = await dashboard(event.id, 'BOOTHS', 'booth');
    expect(panel(own, 'Visits per booth')).toMatchObject({
      categories: ['Acme booth'],
      values: [1],
    });
    const all = await dashboard(event.id, 'BOOTHS');
    expect(panel(all, 'Visits per booth')).toMatchObject({
      categories: ['Globex booth', 'Acme booth'],
      values: [2, 1],
    });
    const drill = await postJson(
      app,
      `/api${ANALYTICS_API.drillDownUrl(event.id)}`,
      session('booth'),
      {
        dashboardId: 'BOOTH_DETAIL',
        filters: { place: 'Globex booth' },
      },
    ).then(read);
    expect(value(drill, 'Visits')).toBe(0);
  });

  it('answers the legacy variant as tables only, with the same figures', async () => {
    const { event } = await virtualEvent();
    await refreshActivityAggregates(s.db, event.id);
    await s.db.insert(featureFlags).values({
      organizationId: s.fx.org.id,
      eventId: event.id,
      flag: 'ENABLE_LEGACY_ANALYTICS',
      enabled: true,
    });
    const legacy = await dashboard(event.id, 'EVENT_SUMMARY', 'owner', 'legacy');
    expect(legacy.variant).toBe('legacy');
    expect(new Set(legacy.panels.map((p) => p.kind))).toEqual(new Set(['table']));
    expect(panel(legacy, 'Key figures')).toMatchObject({
      rows: expect.arrayContaining([
        { metric: 'Registrants', value: 5 },
        { metric: 'Minutes watched (minutes)', value: 165 },
      ]),
    });
  });

  it('draws the in-person Summary from check-ins and the webinar Overview from its views', async () => {
    const inPerson = await analyticsEvent(s.db, s.fx, {
      eventFormat: 'IN_PERSON',
      registrants: 3,
      attended: 2,
    });
    const [p1, p2] = inPerson.registrationIds as [number, number];
    await insertFacts(s.db, inPerson.event.id, [
      { registrationId: p1, kind: 'CHECK_IN', place: 'Main entrance', at: '2030-01-01T09:10:00Z' },
      { registrationId: p2, kind: 'CHECK_IN', place: 'North entrance', at: '2030-01-01T09:20:00Z' },
      { registrationId: p1, kind: 'CHECK_IN', place: 'Main entrance', at: '2030-01-02T09:10:00Z' },
    ]);
    await refreshActivityAggregates(s.db, inPerson.event.id);
    const summary = await dashboard(inPerson.event.id, 'SUMMARY');
    expect(value(summary, 'Check-ins')).toBe(3);
    expect(value(summary, 'Attendance rate')).toBe(67);
    expect(panel(summary, 'Check-ins per entrance')).toMatchObject({
      categories: ['Main entrance', 'North entrance'],
      values: [2, 1],
    });

    const webinar = await analyticsEvent(s.db, s.fx, { type: 'WEBINAR', registrants: 2 });
    const [w1, w2] = webinar.registrationIds as [number, number];
    await insertFacts(s.db, webinar.event.id, [
      {
        registrationId: w1,
        kind: 'STAGE_VIEW',
        place: webinar.event.name,
        at: '2030-01-01T10:00:00Z',
        quantity: 50,
      },
      {
        registrationId: w2,
        kind: 'STAGE_VIEW',
        place: webinar.event.name,
        at: '2030-01-01T10:00:00Z',
        quantity: 30,
      },
    ]);
    await refreshActivityAggregates(s.db, webinar.event.id);
    const overview = await dashboard(webinar.event.id, 'OVERVIEW');
    expect(value(overview, 'Minutes watched')).toBe(80);
    expect(value(overview, 'Average minutes per registrant who attended')).toBe(40);
  });
});
