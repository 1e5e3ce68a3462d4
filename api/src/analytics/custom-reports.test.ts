/**
 * Custom reports (spec §2.10, §7): the demo seed's reports exist in the catalogue; the list
 * offers an organization's custom reports on its events whose list holds the report; a custom
 * report downloads its chosen columns, found by organization and name; another organization's
 * report, or its id, is 404.
 */
import {
  ALL_CATALOGUE_REPORTS,
  ANALYTICS_API,
  type ReportDownloadList,
} from '@console/analytics-contract';
import { ERROR_CODES } from '@console/shared/contract';
import { expect } from 'expect';
import { before, it } from 'node:test';
import { organizations } from '../db/schema';
import { DEMO_CUSTOM_REPORTS, seedCustomReports } from '../seed/custom-reports';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { csvRows, reportEvent } from './report-downloads-fixture';
import { customReports } from './schema';

describeApi('custom reports', buildFixture, (s) => {
  let owner: TestSession;
  let virtual: Awaited<ReturnType<typeof reportEvent>>;
  let inPerson: Awaited<ReturnType<typeof reportEvent>>;
  let otherOrgId = 0;

  const customUrl = (eventId: number, organizationId: number, name: string) =>
    `/api${ANALYTICS_API.customReport(eventId, organizationId, name)}`;

  before(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    await seedCustomReports(s.db, s.fx.org.id);
    const [other] = await s.db.insert(organizations).values({ name: 'Other Org' }).returning();
    if (!other) throw new Error('organization missing');
    otherOrgId = other.id;
    await s.db.insert(customReports).values({
      organizationId: other.id,
      name: 'Secret list',
      reportType: 'ALL_REGISTRATIONS',
      columns: ['email'],
    });
    virtual = await reportEvent(s.db, s.fx, { name: 'Virtual', tz: 'UTC' });
    inPerson = await reportEvent(s.db, s.fx, { name: 'On site', eventFormat: 'IN_PERSON' });
    await virtual.add(
      { firstName: '@SUM(A1)', lastName: 'Doe', email: 'doe@test.dev', ticket: 'vip' },
      { firstName: 'Pending', lastName: 'Person', email: 'pending@test.dev', status: 'PENDING' },
    );
  });

  it('seeds custom reports whose columns are columns of their catalogue report', () => {
    for (const custom of DEMO_CUSTOM_REPORTS) {
      const report = ALL_CATALOGUE_REPORTS.find((r) => r.reportType === custom.reportType);
      expect(report).toBeDefined();
      const fields: string[] = (report?.columns ?? []).map((c) => c.field);
      expect(fields).toEqual(expect.arrayContaining(custom.columns));
    }
  });

  it('lists the organization’s custom reports whose report the event offers', async () => {
    const names = async (eventId: number) => {
      const response = await get(s.app, `/api${ANALYTICS_API.reportDownloads(eventId)}`, owner);
      return (response.json() as ReportDownloadList).customReports.map((c) => c.name);
    };
    expect(await names(virtual.event.id)).toEqual([
      'Attendee contacts',
      'Booth leads',
      'Email engagement',
    ]);
    // Booth visits are a virtual report: the in-person event lists the other two.
    expect(await names(inPerson.event.id)).toEqual(['Attendee contacts', 'Email engagement']);
  });

  it('downloads the chosen columns of a custom report by organization and name, formula-safe', async () => {
    const rows = await csvRows(
      s.app,
      customUrl(virtual.event.id, s.fx.org.id, 'Attendee contacts'),
      owner,
      'attendee-contacts.csv',
    );
    expect(rows).toEqual([
      ['First name', 'Last name', 'Email', 'Ticket'],
      ["'@SUM(A1)", 'Doe', 'doe@test.dev', 'VIP'],
    ]);
  });

  it('answers 404 for another organization, its report’s name, an unknown name or a report the event lacks', async () => {
    for (const [organizationId, name, eventId] of [
      [otherOrgId, 'Secret list', virtual.event.id],
      [otherOrgId, 'Attendee contacts', virtual.event.id],
      [s.fx.org.id, 'Secret list', virtual.event.id],
      [s.fx.org.id, 'attendee contacts', virtual.event.id],
      [s.fx.org.id, 'Booth leads', inPerson.event.id],
    ] as const) {
      const response = await get(s.app, customUrl(eventId, organizationId, name), owner);
      expect({ name, status: response.statusCode, body: response.json() }).toEqual({
        name,
        status: 404,
        body: { code: ERROR_CODES.notFound, message: 'Custom report not found' },
      });
    }
  });

  it('asks for both the organization and a name', async () => {
    const base = `/api${ANALYTICS_API.customReportRoute.replace(':eventId', String(virtual.event.id))}`;
    for (const [query, field] of [
      [`organizationId=${s.fx.org.id}`, 'name'],
      [`organizationId=${s.fx.org.id}&name=`, 'name'],
      ['name=Attendee%20contacts', 'organizationId'],
      ['organizationId=abc&name=x', 'organizationId'],
    ]) {
      const response = await get(s.app, `${base}?${query}`, owner);
      expect({ query, status: response.statusCode, body: response.json() }).toMatchObject({
        status: 400,
        body: { code: ERROR_CODES.invalidInput, field },
      });
    }
  });
});
