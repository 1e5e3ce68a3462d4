/**
 * Every CSV the API sends starts with a UTF-8 byte order mark (decision 0042): without it Excel
 * on Windows reads the file in its ANSI code page and shows Zoë, 李 and Олег as mojibake. Each
 * CSV route is called on the demo data as the organizer; a route whose path names a CSV must be
 * listed here.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { and, eq } from 'drizzle-orm';
import { ACTIVITY_LOG_API } from '@console/activity-log-contract';
import { APPROVAL_API } from '@console/approvals-contract';
import { ANALYTICS_API } from '@console/analytics-contract';
import { audienceGroups, events } from '../db/schema';
import { MAIN_EVENT_NAME } from '../seed/demo';
import { DEMO_CUSTOM_REPORTS } from '../seed/custom-reports';
import { demoLogin } from '../seed/demo-logins';
import { get, login, type TestSession } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { newKey, postImport, uploadCsv } from '../invite-lists/invite-lists-fixture';
import {
  ABANDONED_API,
  AUDIENCE_LIST_API,
  CUSTOM_GROUP_API,
  INVITE_LIST_API,
  ImportStatusSchema,
} from '@console/people-contract';

const BOM = [0xef, 0xbb, 0xbf];

interface Ids {
  eventId: number;
  organizationId: number;
  customGroupId: number;
  inviteListId: number;
  /** An uploaded file's URL and the import started from it. */
  s3FileUrl: string;
  importJobId: number;
}

/** A search that keeps the big lists to their header: the mark comes first, whatever the rows. */
const FEW = '?search=nobody-by-this-name';

/** Every CSV route (the OpenAPI path) and the URL that downloads it on the demo data. */
const CSV_ROUTES: Record<string, (ids: Ids) => string> = {
  '/api/events/{eventId}/attendees/csv': (i) =>
    `/api${AUDIENCE_LIST_API.csv(i.eventId, null)}${FEW}`,
  '/api/events/{eventId}/audience-groups/{audienceGroupId}/audiences/csv': (i) =>
    `/api${AUDIENCE_LIST_API.csv(i.eventId, i.customGroupId)}${FEW}`,
  '/api/events/{eventId}/custom-groups/{audienceGroupId}/members.csv': (i) =>
    `/api${CUSTOM_GROUP_API.membersCsv(i.eventId, i.customGroupId)}`,
  '/api/events/{eventId}/abandoned-registrations/csv': (i) => `/api${ABANDONED_API.csv(i.eventId)}`,
  '/api/events/{eventId}/approvals/report': (i) => `/api${APPROVAL_API.report(i.eventId)}`,
  '/api/events/{eventId}/analytics/report-downloads/{reportType}': (i) =>
    `/api${ANALYTICS_API.reportDownload(i.eventId, 'ALL_REGISTRATIONS')}`,
  '/api/events/{eventId}/analytics/custom-report': (i) =>
    `/api${ANALYTICS_API.customReport(i.eventId, i.organizationId, DEMO_CUSTOM_REPORTS[0]?.name ?? '')}`,
  '/api/events/{eventId}/analytics/leaderboard.csv': (i) =>
    `/api${ANALYTICS_API.leaderboardCsv(i.eventId)}`,
  '/api/events/{eventId}/invite-lists/{audienceGroupId}/invitees.csv': (i) =>
    `/api${INVITE_LIST_API.csv(i.eventId, i.inviteListId)}`,
  '/api/events/{eventId}/invite-lists/files/{token}': (i) => i.s3FileUrl,
  '/api/events/{eventId}/invite-lists/imports/{jobId}/failed-rows.csv': (i) =>
    `/api${INVITE_LIST_API.importLog(i.eventId, i.importJobId)}`,
  '/api/events/{eventId}/activity-log/csv': (i) => `/api${ACTIVITY_LOG_API.csv(i.eventId)}`,
};

describeApi(
  'CSV downloads start with a UTF-8 byte order mark',
  nothingToPrepare,
  (s) => {
    let owner: TestSession;
    const ids = async (): Promise<Ids> => {
      const { email, password } = demoLogin('organizer');
      owner = await login(s.app, email, password);
      const [event] = await s.db.select().from(events).where(eq(events.name, MAIN_EVENT_NAME));
      if (!event) throw new Error('demo main event missing');
      const groupOf = async (type: 'CUSTOM' | 'INVITE_ONLY') => {
        const [group] = await s.db
          .select({ id: audienceGroups.id })
          .from(audienceGroups)
          .where(and(eq(audienceGroups.eventId, event.id), eq(audienceGroups.type, type)))
          .limit(1);
        if (!group) throw new Error(`demo ${type} group missing`);
        return group.id;
      };
      const s3FileUrl = await uploadCsv(
        s.app,
        owner,
        event.id,
        'E-mail,First Name\nzoe@example.com,Zoë\nnot-an-email,Li\n',
      );
      const started = await postImport(s.app, owner, event.id, {
        s3FileUrl,
        idempotencyKey: newKey(),
        audienceInviteListName: 'BOM check',
      });
      expect(started.statusCode).toBe(201);
      return {
        eventId: event.id,
        organizationId: event.organizationId,
        customGroupId: await groupOf('CUSTOM'),
        inviteListId: await groupOf('INVITE_ONLY'),
        s3FileUrl,
        importJobId: ImportStatusSchema.parse(started.json()).jobId,
      };
    };

    it('lists every route whose path names a CSV', async () => {
      const doc = (await s.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const named = Object.entries(doc.paths)
        .filter(([path, methods]) => 'get' in methods && /csv$/i.test(path))
        .map(([path]) => path);
      expect(named.length).toBeGreaterThan(5);
      expect(named.filter((path) => !(path in CSV_ROUTES))).toEqual([]);
    });

    it('answers every CSV route with text/csv that starts with the byte order mark', async () => {
      const known = await ids();
      const answers: Record<string, { status: number; type: string; start: number[] }> = {};
      for (const [route, url] of Object.entries(CSV_ROUTES)) {
        const response = await get(s.app, url(known), owner);
        answers[route] = {
          status: response.statusCode,
          type: String(response.headers['content-type']),
          start: [...response.rawPayload.subarray(0, 3)],
        };
      }
      expect(answers).toEqual(
        Object.fromEntries(
          Object.keys(CSV_ROUTES).map((route) => [
            route,
            { status: 200, type: 'text/csv; charset=utf-8', start: BOM },
          ]),
        ),
      );
      // The rest reads as UTF-8: the uploaded file comes back with its Zoë.
      const file = await get(s.app, known.s3FileUrl, owner);
      expect(file.body).toBe('\uFEFFE-mail,First Name\nzoe@example.com,Zoë\nnot-an-email,Li\n');
    });
  },
  { template: 'demo' },
);
