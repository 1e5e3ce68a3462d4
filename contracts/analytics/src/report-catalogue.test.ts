/** The report catalogue (spec §2.10, §9): how many reports each format lists, with and without the flag. */
import type { Event } from '@console/shared/contract';
import {
  ALL_CATALOGUE_REPORTS,
  customReportFileName,
  FLAGGED_REPORT_TYPES,
  reportDownloadsFor,
  reportFileName,
  toReportDownload,
} from './report-catalogue';
import { REPORT_SOURCE_FIELDS } from './report-catalogue-sources';
import { ReportDownloadSchema } from './report-downloads';

type EventShape = Pick<Event, 'type' | 'eventFormat'>;
const event = (type: Event['type'], eventFormat: Event['eventFormat']): EventShape => ({
  type,
  eventFormat,
});
const OFF = { ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT: false };
const ON = { ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT: true };
const types = (e: EventShape, flags = OFF) => reportDownloadsFor(e, flags).map((r) => r.reportType);

describe('reportDownloadsFor: the list per format', () => {
  it.each<[string, number, EventShape]>([
    ['a webinar', 14, event('WEBINAR', 'VIRTUAL')],
    ['a hybrid event', 13, event('EVENT', 'HYBRID')],
    ['an in-person event', 13, event('EVENT', 'IN_PERSON')],
    ['a field event', 13, event('FIELD', 'IN_PERSON')],
    ['a side-field event', 13, event('SIDE_FIELD', 'IN_PERSON')],
    ['a virtual event', 45, event('EVENT', 'VIRTUAL')],
  ])('%s lists %i reports, 2 more under the flag', (_, count, e) => {
    expect(types(e)).toHaveLength(count);
    expect(types(e, ON)).toHaveLength(count + 2);
    expect(types(e, ON).slice(count)).toEqual([...FLAGGED_REPORT_TYPES]);
  });

  it('never lists the flagged reports without the flag', () => {
    for (const e of [
      event('EVENT', 'VIRTUAL'),
      event('WEBINAR', 'VIRTUAL'),
      event('FIELD', 'IN_PERSON'),
    ])
      for (const flagged of FLAGGED_REPORT_TYPES) expect(types(e)).not.toContain(flagged);
  });

  it.each<[string, EventShape]>([
    ['a series', event('SERIES', 'VIRTUAL')],
    ['a hub', event('HUB', 'VIRTUAL')],
    ['a third-party event', event('THIRD_PARTY', 'IN_PERSON')],
  ])('%s has no report downloads, flag or not', (_, e) => {
    expect(types(e, ON)).toEqual([]);
  });

  it('gives each format the reports of what happens at it', () => {
    expect(types(event('EVENT', 'VIRTUAL'))).toEqual(
      expect.arrayContaining(['STAGE_ATTENDANCE', 'BOOTH_SUMMARY', 'MEETINGS', 'LEADERBOARD']),
    );
    expect(types(event('EVENT', 'VIRTUAL'))).not.toContain('CHECK_INS');
    expect(types(event('EVENT', 'IN_PERSON'))).toEqual(
      expect.arrayContaining(['CHECK_INS', 'SESSION_ATTENDANCE', 'TICKETS_SOLD']),
    );
    expect(types(event('WEBINAR', 'VIRTUAL'))).toEqual(
      expect.arrayContaining(['WEBINAR_VIEWING', 'EMAIL_OPENS']),
    );
    expect(types(event('WEBINAR', 'VIRTUAL'))).not.toContain('SPONSORS');
  });

  it('lists no report twice in any list', () => {
    for (const e of [
      event('EVENT', 'VIRTUAL'),
      event('WEBINAR', 'VIRTUAL'),
      event('EVENT', 'HYBRID'),
    ]) {
      const list = types(e, ON);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});

describe('the catalogue entries', () => {
  it('has unique UPPER_SNAKE report types', () => {
    const all = ALL_CATALOGUE_REPORTS.map((r) => r.reportType);
    expect(new Set(all).size).toBe(all.length);
    for (const type of all) expect(type).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('gives every report a name, description, group and columns with unique headers', () => {
    for (const report of ALL_CATALOGUE_REPORTS) {
      expect(ReportDownloadSchema.parse(toReportDownload(report))).toEqual(
        toReportDownload(report),
      );
      expect(report.name && report.description && report.group).toBeTruthy();
      expect(report.columns.length).toBeGreaterThan(0);
      const labels = report.columns.map((c) => c.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('builds every column from a field of the report’s source', () => {
    for (const report of ALL_CATALOGUE_REPORTS) {
      const fields: readonly string[] = REPORT_SOURCE_FIELDS[report.source.name];
      for (const column of report.columns) expect(fields).toContain(column.field);
    }
  });

  it('sends no source or columns on the list wire', () => {
    const [first] = ALL_CATALOGUE_REPORTS;
    expect(first && Object.keys(toReportDownload(first)).sort()).toEqual([
      'description',
      'group',
      'name',
      'reportType',
    ]);
  });
});

describe('file names', () => {
  it.each([
    ['ALL_REGISTRATIONS', 'all-registrations.csv'],
    ['STAGE_ATTENDANCE_BY_ATTENDEE', 'stage-attendance-by-attendee.csv'],
  ])('%s downloads as %s', (type, file) => expect(reportFileName(type)).toBe(file));

  it.each([
    ['Attendee contacts', 'attendee-contacts.csv'],
    ['  Q3 / Sponsors: "leads" ', 'q3-sponsors-leads.csv'],
    ['***', 'custom-report.csv'],
  ])('custom report %j downloads as %s', (name, file) =>
    expect(customReportFileName(name)).toBe(file),
  );
});
