/**
 * Report downloads through the API: the list per format and flag, representative CSVs (their
 * header row and rows, from registrations, the facts and the refreshed aggregates), formula
 * escaping, the 404s, and a CSV of thousands of rows streamed in keyset chunks without a row
 * lost or repeated where many rows share one instant.
 */
import {
  ALL_CATALOGUE_REPORTS,
  ANALYTICS_API,
  type ReportDownloadList,
} from '@console/analytics-contract';
import { ERROR_CODES } from '@console/shared/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'expect';
import { before, it } from 'node:test';
import { coupons, registrationCoupons, registrationTickets } from '../approvals/schema';
import { booths, featureFlags, registrationFormFields } from '../db/schema';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { freshEvent } from '../testing/fresh-event';
import { get, login, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { refreshActivityAggregates } from './aggregates';
import { REPORT_CHUNK_ROWS } from './report-sources-format';
import { csvRows, reportEvent } from './report-downloads-fixture';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describeApi('report downloads', buildFixture, (s) => {
  let owner: TestSession;
  let expo: Awaited<ReturnType<typeof reportEvent>>;
  const ids = { ada: 0, bob: 0, sam: 0 };

  const report = (eventId: number, type: string, session = owner) =>
    csvRows(
      s.app,
      `/api${ANALYTICS_API.reportDownload(eventId, type)}`,
      session,
      `${type.toLowerCase().replaceAll('_', '-')}.csv`,
    );
  const list = async (eventId: number) => {
    const response = await get(s.app, `/api${ANALYTICS_API.reportDownloads(eventId)}`, owner);
    expect(response.statusCode).toBe(200);
    return response.json() as ReportDownloadList;
  };

  before(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    expo = await reportEvent(s.db, s.fx, { name: 'Expo', tz: NY });
    const [ada, bob, , , sam] = await expo.add(
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@test.dev',
        attended: true,
        createdAt: at('2030-01-01T15:00:00Z'),
      },
      {
        firstName: '=cmd()',
        lastName: 'Evil',
        email: 'bob@test.dev',
        ticket: 'vip',
        createdAt: at('2030-01-02T15:00:00Z'),
      },
      {
        firstName: 'Cy',
        lastName: 'Waiting',
        email: 'cy@test.dev',
        status: 'PENDING',
        createdAt: at('2030-01-03T15:00:00Z'),
      },
      {
        firstName: 'Dee',
        lastName: 'Refused',
        email: 'dee@test.dev',
        status: 'REJECTED',
        ticket: null,
        createdAt: at('2030-01-04T15:00:00Z'),
      },
      {
        firstName: 'Sam',
        lastName: 'Speaker',
        email: 'sam@test.dev',
        role: 'SPEAKER',
        attended: true,
        createdAt: at('2030-01-05T15:00:00Z'),
      },
    );
    if (!ada || !bob || !sam) throw new Error('registrants missing');
    Object.assign(ids, { ada: ada.id, bob: bob.id, sam: sam.id });
    await s.db.insert(registrationTickets).values([
      { registrationId: ada.id, ticketTypeId: expo.tickets.general.id, count: 1 },
      { registrationId: bob.id, ticketTypeId: expo.tickets.vip.id, count: 2 },
    ]);
    const email = (
      registrationId: number,
      kind: 'EMAIL_SENT' | 'EMAIL_OPENED' | 'EMAIL_CLICKED',
      place: string,
    ) => ({
      registrationId,
      kind,
      place,
      occurredAt: at('2030-01-01T12:00:00Z'),
    });
    await expo.facts(
      {
        registrationId: ada.id,
        kind: 'STAGE_VIEW',
        place: 'Main stage',
        occurredAt: at('2030-01-01T14:00:00Z'),
        quantity: 30,
      },
      {
        registrationId: bob.id,
        kind: 'STAGE_VIEW',
        place: 'Main stage',
        occurredAt: at('2030-01-01T14:00:00Z'),
        quantity: 20,
      },
      {
        registrationId: ada.id,
        kind: 'STAGE_VIEW',
        place: 'Side stage',
        occurredAt: at('2030-01-02T15:00:00Z'),
        quantity: 10,
      },
      email(ada.id, 'EMAIL_SENT', 'Welcome'),
      email(bob.id, 'EMAIL_SENT', 'Welcome'),
      email(sam.id, 'EMAIL_SENT', 'Welcome'),
      email(ada.id, 'EMAIL_OPENED', 'Welcome'),
      email(bob.id, 'EMAIL_OPENED', 'Welcome'),
      email(ada.id, 'EMAIL_CLICKED', 'Welcome'),
      email(ada.id, 'EMAIL_SENT', 'Reminder'),
    );
    await refreshActivityAggregates(s.db, expo.event.id);
  });

  it('lists 45 reports for a virtual event, 14 for a webinar, 13 for hybrid and field events', async () => {
    const counts: Record<string, number> = {};
    for (const [name, values] of [
      ['webinar', { type: 'WEBINAR', eventFormat: 'VIRTUAL' }],
      ['hybrid', { type: 'EVENT', eventFormat: 'HYBRID' }],
      ['field', { type: 'FIELD', eventFormat: 'IN_PERSON' }],
    ] as const) {
      const { event } = await freshEvent(s.db, s.fx, { name, ...values });
      counts[name] = (await list(event.id)).reports.length;
    }
    counts.virtual = (await list(expo.event.id)).reports.length;
    expect(counts).toEqual({ virtual: 45, webinar: 14, hybrid: 13, field: 13 });
    const [first] = (await list(expo.event.id)).reports;
    expect(first).toEqual({
      reportType: 'ALL_REGISTRATIONS',
      name: 'All registrations',
      description: expect.any(String),
      group: 'Registrations',
    });
  });

  it('adds the registration and ticketing reports only under their flag, the event’s row winning', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Flagged', eventFormat: 'HYBRID' });
    const types = async () => (await list(event.id)).reports.map((r) => r.reportType);
    const status = async (type: string) =>
      (await get(s.app, `/api${ANALYTICS_API.reportDownload(event.id, type)}`, owner)).statusCode;
    await s.db.insert(featureFlags).values({
      organizationId: s.fx.org.id,
      flag: 'ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT',
      enabled: true,
    });
    await s.db.insert(featureFlags).values({
      organizationId: s.fx.org.id,
      eventId: event.id,
      flag: 'ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT',
      enabled: false,
    });
    expect(await types()).not.toContain('REGISTRATION_REPORT');
    expect(await status('REGISTRATION_REPORT')).toBe(404);
    expect(await status('TICKETING_REPORT')).toBe(404);

    await s.db.execute(sql`update feature_flags set enabled = true where event_id = ${event.id}`);
    expect((await types()).slice(-2)).toEqual(['REGISTRATION_REPORT', 'TICKETING_REPORT']);
    expect(await status('REGISTRATION_REPORT')).toBe(200);
    await s.db.execute(
      sql`delete from feature_flags where organization_id = ${s.fx.org.id} and flag = 'ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT'`,
    );
  });

  it('downloads every listed report of every format, each with its columns as the header row', async () => {
    for (const values of [
      { type: 'EVENT', eventFormat: 'VIRTUAL', isFlex: true },
      { type: 'WEBINAR', eventFormat: 'VIRTUAL' },
      { type: 'FIELD', eventFormat: 'IN_PERSON' },
    ] as const) {
      const e = await reportEvent(s.db, s.fx, { name: `All of ${values.type}`, ...values });
      await s.db.insert(featureFlags).values({
        organizationId: s.fx.org.id,
        eventId: e.event.id,
        flag: 'ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT',
        enabled: true,
      });
      const [person] = await e.add({ email: `all-${values.type}@test.dev`, attended: true });
      await e.facts({
        registrationId: person?.id ?? null,
        kind: 'EMAIL_SENT',
        place: 'Hello',
        occurredAt: at('2030-01-01T10:00:00Z'),
      });
      await refreshActivityAggregates(s.db, e.event.id);
      for (const { reportType } of (await list(e.event.id)).reports) {
        const columns = ALL_CATALOGUE_REPORTS.find((r) => r.reportType === reportType)?.columns;
        const [header] = await report(e.event.id, reportType);
        expect({ reportType, header }).toEqual({
          reportType,
          header: columns?.map((c) => c.label),
        });
      }
    }
  });

  it('streams every registration with the report’s header, by status then newest first, formula-safe', async () => {
    const rows = await report(expo.event.id, 'ALL_REGISTRATIONS');
    expect(rows).toEqual([
      [
        'First name',
        'Last name',
        'Email',
        'Status',
        'Role',
        'Registration flow',
        'Ticket',
        'Attended',
        'Registration date',
      ],
      [
        'Sam',
        'Speaker',
        'sam@test.dev',
        'Registered',
        'Speaker',
        'Public',
        'General',
        'Yes',
        '2030-01-05 10:00 EST',
      ],
      [
        "'=cmd()",
        'Evil',
        'bob@test.dev',
        'Registered',
        'Attendee',
        'Public',
        'VIP',
        'No',
        '2030-01-02 10:00 EST',
      ],
      [
        'Ada',
        'Lovelace',
        'ada@test.dev',
        'Registered',
        'Attendee',
        'Public',
        'General',
        'Yes',
        '2030-01-01 10:00 EST',
      ],
      [
        'Cy',
        'Waiting',
        'cy@test.dev',
        'Pending',
        'Attendee',
        'Public',
        'General',
        'No',
        '2030-01-03 10:00 EST',
      ],
      [
        'Dee',
        'Refused',
        'dee@test.dev',
        'Rejected',
        'Attendee',
        'Public',
        '',
        'No',
        '2030-01-04 10:00 EST',
      ],
    ]);
  });

  it('keeps to each report’s filter: speakers, no-shows, paid ticket holders', async () => {
    const emails = async (type: string) =>
      (await report(expo.event.id, type)).slice(1).map((r) => r[2]);
    expect(await emails('SPEAKERS')).toEqual(['sam@test.dev']);
    expect(await emails('NO_SHOWS')).toEqual(['bob@test.dev']);
    expect(await emails('JOINED_ATTENDEES')).toEqual(['sam@test.dev', 'ada@test.dev']);
    expect(await emails('PAID_TICKET_HOLDERS')).toEqual(['bob@test.dev']);
    expect(await emails('PENDING_REGISTRATIONS')).toEqual(['cy@test.dev']);
  });

  it('counts registrations by status from the counts index', async () => {
    expect(await report(expo.event.id, 'REGISTRATIONS_BY_STATUS')).toEqual([
      ['Status', 'Registrations', 'Completed registrations', 'Attended'],
      ['Pending', '1', '0', '0'],
      ['Registered', '3', '3', '2'],
      ['Rejected', '1', '0', '0'],
    ]);
  });

  it('sums ticket sales by the approvals rules (ticket lines of completed registrations)', async () => {
    expect(await report(expo.event.id, 'TICKETS_SOLD')).toEqual([
      ['Ticket', 'Price', 'Capacity', 'Sold', 'Remaining', 'Revenue'],
      ['General', '0.00', '100', '1', '99', '0.00'],
      ['VIP', '49.00', '10', '2', '8', '98.00'],
    ]);
  });

  it('streams stage attendance from the facts in time order, in the event’s zone', async () => {
    expect(await report(expo.event.id, 'STAGE_ATTENDANCE')).toEqual([
      ['Name', 'Email', 'Stage', 'Joined at', 'Minutes'],
      ['Ada Lovelace', 'ada@test.dev', 'Main stage', '2030-01-01 09:00 EST', '30'],
      ["'=cmd() Evil", 'bob@test.dev', 'Main stage', '2030-01-01 09:00 EST', '20'],
      ['Ada Lovelace', 'ada@test.dev', 'Side stage', '2030-01-02 10:00 EST', '10'],
    ]);
    expect(await report(expo.event.id, 'STAGE_ATTENDANCE_BY_ATTENDEE')).toEqual([
      ['Name', 'Email', 'Views', 'Minutes', 'Stages', 'First', 'Last'],
      [
        'Ada Lovelace',
        'ada@test.dev',
        '2',
        '40',
        '2',
        '2030-01-01 09:00 EST',
        '2030-01-02 10:00 EST',
      ],
      [
        "'=cmd() Evil",
        'bob@test.dev',
        '1',
        '20',
        '1',
        '2030-01-01 09:00 EST',
        '2030-01-01 09:00 EST',
      ],
    ]);
  });

  it('reads summaries from the refreshed daily aggregates', async () => {
    expect(await report(expo.event.id, 'STAGE_SUMMARY')).toEqual([
      ['Stage', 'Days', 'Views', 'Minutes', 'Peak daily viewers'],
      ['Main stage', '1', '2', '50', '2'],
      ['Side stage', '1', '1', '10', '1'],
    ]);
    expect(await report(expo.event.id, 'STAGE_DAILY')).toEqual([
      ['Day', 'Stage', 'Views', 'Viewers', 'Minutes'],
      ['2030-01-01', 'Main stage', '2', '2', '50'],
      ['2030-01-02', 'Side stage', '1', '1', '10'],
    ]);
    expect(await report(expo.event.id, 'EMAIL_SUMMARY')).toEqual([
      ['Email', 'Sent', 'Opened', 'Clicked', 'Open rate', 'Click rate'],
      ['Reminder', '1', '0', '0', '0%', '0%'],
      ['Welcome', '3', '2', '1', '66.7%', '33.3%'],
    ]);
    expect((await report(expo.event.id, 'EMAIL_DAILY')).slice(1)).toEqual([
      ['2030-01-01', 'Reminder', 'Sent', '1', '1'],
      ['2030-01-01', 'Welcome', 'Sent', '3', '3'],
      ['2030-01-01', 'Welcome', 'Opened', '2', '2'],
      ['2030-01-01', 'Welcome', 'Clicked', '1', '1'],
    ]);
  });

  it('writes a header-only CSV for a report without rows', async () => {
    expect(await report(expo.event.id, 'MEETINGS')).toEqual([
      ['Name', 'Email', 'Meeting place', 'Met at'],
    ]);
  });

  it('streams the ticketing report: one line per ticket, or the registration’s own ticket', async () => {
    const flagged = await reportEvent(s.db, s.fx, { name: 'Ticketing', eventFormat: 'IN_PERSON' });
    await s.db.insert(featureFlags).values({
      organizationId: s.fx.org.id,
      eventId: flagged.event.id,
      flag: 'ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT',
      enabled: true,
    });
    const [lines, own] = await flagged.add(
      {
        firstName: 'Lin',
        lastName: 'Es',
        email: 'lines@test.dev',
        createdAt: at('2030-01-02T00:00:00Z'),
      },
      {
        firstName: 'Own',
        lastName: 'Er',
        email: 'own@test.dev',
        ticket: 'vip',
        createdAt: at('2030-01-01T00:00:00Z'),
      },
      { email: 'none@test.dev', ticket: null, status: 'PENDING' },
    );
    if (!lines || !own) throw new Error('registrants missing');
    await s.db.insert(registrationTickets).values([
      { registrationId: lines.id, ticketTypeId: flagged.tickets.general.id, count: 1 },
      { registrationId: lines.id, ticketTypeId: flagged.tickets.vip.id, count: 2 },
    ]);
    expect(await report(flagged.event.id, 'TICKETING_REPORT')).toEqual([
      [
        'Registration ID',
        'Name',
        'Email',
        'Status',
        'Ticket',
        'Quantity',
        'Unit price',
        'Amount',
        'Coupons',
        'Registration date',
      ],
      [
        String(lines.id),
        'Lin Es',
        'lines@test.dev',
        'Registered',
        'General',
        '1',
        '0.00',
        '0.00',
        '',
        '2030-01-02 00:00 UTC',
      ],
      [
        String(lines.id),
        'Lin Es',
        'lines@test.dev',
        'Registered',
        'VIP',
        '2',
        '49.00',
        '98.00',
        '',
        '2030-01-02 00:00 UTC',
      ],
      [
        String(own.id),
        'Own Er',
        'own@test.dev',
        'Registered',
        'VIP',
        '1',
        '49.00',
        '49.00',
        '',
        '2030-01-01 00:00 UTC',
      ],
    ]);
  });

  it('writes the registration report with tickets, coupons and form answers, and who decided', async () => {
    const full = await reportEvent(s.db, s.fx, { name: 'Full', eventFormat: 'IN_PERSON' });
    await s.db.insert(featureFlags).values({
      organizationId: s.fx.org.id,
      eventId: full.event.id,
      flag: 'ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT',
      enabled: true,
    });
    const [kim] = await full.add({
      firstName: 'Kim',
      lastName: 'Lee',
      email: 'kim@test.dev',
      createdAt: at('2030-01-01T09:00:00Z'),
    });
    if (!kim) throw new Error('registrant missing');
    const [coupon] = await s.db
      .insert(coupons)
      .values({ eventId: full.event.id, code: 'EARLY' })
      .returning();
    if (!coupon) throw new Error('coupon missing');
    await s.db.insert(registrationCoupons).values({ registrationId: kim.id, couponId: coupon.id });
    // The form asks Diet first: answers follow the form's order, not the stored keys'.
    await s.db.insert(registrationFormFields).values([
      { eventId: full.event.id, label: 'Diet', fieldName: 'diet', type: 'LIST', position: 0 },
      {
        eventId: full.event.id,
        label: '<b>Company</b>',
        fieldName: 'company',
        type: 'STRING',
        position: 1,
      },
    ]);
    await s.db.insert(registrationTickets).values([
      { registrationId: kim.id, ticketTypeId: full.tickets.general.id, count: 1 },
      { registrationId: kim.id, ticketTypeId: full.tickets.vip.id, count: 2 },
    ]);
    await s.db.execute(sql`
      update registrations set
        custom_field = ${JSON.stringify({
          '<b>Company</b>': { kind: 'text', value: 'Acme' },
          Diet: { kind: 'options', options: [{ label: 'Vegan' }, { label: 'No nuts' }] },
        })}::jsonb,
        status_updated_by = ${s.fx.userId('owner')}::int,
        status_updated_at = timestamptz '2030-01-01 12:30:00+00'
      where id = ${kim.id}::int`);

    expect(await report(full.event.id, 'REGISTRATION_REPORT')).toEqual([
      [
        'Registration ID',
        'First name',
        'Last name',
        'Email',
        'Status',
        'Role',
        'Registration flow',
        'Tickets',
        'Coupons',
        'Attended',
        'Registration date',
        'Form answers',
      ],
      [
        String(kim.id),
        'Kim',
        'Lee',
        'kim@test.dev',
        'Registered',
        'Attendee',
        'Public',
        'General x1; VIP x2',
        'EARLY',
        'No',
        '2030-01-01 09:00 UTC',
        'Diet: Vegan, No nuts; Company: Acme',
      ],
    ]);
    expect(await report(full.event.id, 'APPROVAL_DECISIONS')).toEqual([
      [
        'First name',
        'Last name',
        'Email',
        'Registration flow',
        'Ticket',
        'Status',
        'Decided by',
        'Decided at',
        'Registration date',
      ],
      [
        'Kim',
        'Lee',
        'kim@test.dev',
        'Public',
        'General',
        'Registered',
        `Test ${FIXTURE_USERS.owner}`,
        '2030-01-01 12:30 UTC',
        '2030-01-01 09:00 UTC',
      ],
    ]);
  });

  it('answers 404 {code, message} for an unknown type or one not in the event’s list', async () => {
    for (const type of ['NOPE', 'CHECK_INS', 'REGISTRATION_REPORT', 'TICKETING_REPORT']) {
      const response = await get(
        s.app,
        `/api${ANALYTICS_API.reportDownload(expo.event.id, type)}`,
        owner,
      );
      expect({ type, status: response.statusCode, body: response.json() }).toEqual({
        type,
        status: 404,
        body: { code: ERROR_CODES.notFound, message: 'Report not found' },
      });
    }
    const lower = await get(
      s.app,
      `/api${ANALYTICS_API.reportDownload(expo.event.id, 'all_registrations')}`,
      owner,
    );
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({ code: ERROR_CODES.invalidInput, field: 'reportType' });
  });

  it('refuses users without analytics read, and booth owners who are not organizers even with it', async () => {
    await s.db
      .insert(booths)
      .values({ eventId: expo.event.id, name: 'Report booth', ownerUserId: s.fx.userId('booth') });
    for (const user of ['approver', 'booth'] as const) {
      const session = await login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
      for (const url of [
        ANALYTICS_API.reportDownloads(expo.event.id),
        ANALYTICS_API.reportDownload(expo.event.id, 'ALL_REGISTRATIONS'),
      ])
        expect((await get(s.app, `/api${url}`, session)).statusCode).toBe(403);
    }
  });

  it('streams thousands of rows in keyset chunks, none lost or repeated where many share an instant', async () => {
    const big = await reportEvent(s.db, s.fx, { name: 'Big' });
    const count = REPORT_CHUNK_ROWS * 2 + 500;
    await s.db.execute(sql`
      insert into registrations (event_id, flow_id, first_name, last_name, email, role, status, created_at)
      select ${big.event.id}::int, ${big.flows.a.id}::int, 'P' || i, 'Q', 'p' || i || '@big.dev', 'ATTENDEE', 'REGISTERED',
        timestamptz '2030-01-01 00:00:00+00' + (i % 7) * interval '1 minute'
      from generate_series(1, ${count}::int) i`);
    await s.db.execute(sql`
      insert into activity_facts (event_id, registration_id, kind, place, occurred_at, quantity)
      select event_id, id, 'STAGE_VIEW', 'Main stage', timestamptz '2030-01-01 10:00:00+00', 5
      from registrations where event_id = ${big.event.id}::int`);

    const registered = await report(big.event.id, 'COMPLETED_REGISTRATIONS');
    expect(registered.length).toBe(count + 1);
    expect(new Set(registered.slice(1).map((r) => r[2])).size).toBe(count);
    const dates = registered.slice(1).map((r) => r[8] ?? '');
    expect(dates).toEqual([...dates].sort().reverse());

    const views = await report(big.event.id, 'STAGE_ATTENDANCE');
    expect(views.length).toBe(count + 1);
    expect(new Set(views.slice(1).map((r) => r[1])).size).toBe(count);

    const byPerson = await report(big.event.id, 'STAGE_ATTENDANCE_BY_ATTENDEE');
    expect(byPerson.length).toBe(count + 1);
    expect(byPerson.slice(1).every((r) => r[2] === '1' && r[3] === '5')).toBe(true);
    // Each chunk's totals and people are read apart: every row keeps its own registrant's name
    // (registrant i is 'P<i> Q', p<i>@big.dev).
    const nameOf = (email = '') => `P${email.slice(1, email.indexOf('@'))} Q`;
    expect(byPerson.slice(1).filter(([name, email]) => name !== nameOf(email))).toEqual([]);
    expect(new Set(byPerson.slice(1).map((r) => r[1])).size).toBe(count);
  });
});
