/**
 * Report downloads (spec §2.10, §7): the event's list of reports and the organization's custom
 * reports, one report as CSV, a custom report as CSV, the leaderboard page and its CSV. All GET,
 * all need ANALYTICS_REPORTS_READ at event scope (booth owners get only the Booths dashboard,
 * not downloads). A report outside the event's list, an unknown type, a custom report of another
 * organization and the leaderboard of an event without one are 404 `{code, message}`.
 */
import {
  ANALYTICS_API,
  CustomReportQuerySchema,
  customReportFileName,
  LEADERBOARD_CSV_FILE,
  LeaderboardPageSchema,
  LeaderboardQuerySchema,
  reportFileName,
  ReportDownloadListSchema,
  ReportTypeParamsSchema,
  toReportDownload,
} from '@console/analytics-contract';
import { ERROR_CODES, type PermissionRequirement } from '@console/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { currentAuth } from '../http/auth-hooks';
import { sendCsv } from '../http/csv';
import { ApiError, errorResponses, notFound } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import {
  customReportColumns,
  findCustomReport,
  organizationCustomReports,
  toWireCustomReport,
} from './custom-reports';
import { leaderboardPage } from './leaderboard';
import { eventReports, findEventReport, sendReportCsv } from './report-downloads';
import { reportRecords } from './report-sources';
import { leaderboardRecords } from './report-sources-lists';

export const REPORT_DOWNLOADS_REQUIREMENT: PermissionRequirement = {
  anyOf: ['ANALYTICS_REPORTS_READ'],
};

export const NO_LEADERBOARD_MESSAGE = 'This event has no leaderboard';

const LEADERBOARD_CSV_COLUMNS = [
  { key: 'rank', header: 'Rank' },
  { key: 'fullName', header: 'Name' },
  { key: 'points', header: 'Points' },
];

const noLeaderboard = () => new ApiError(404, ERROR_CODES.notFound, NO_LEADERBOARD_MESSAGE);

export const reportDownloadRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(REPORT_DOWNLOADS_REQUIREMENT) } };
    const tags = ['analytics'];

    app.get(
      ANALYTICS_API.reportDownloadsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: ReportDownloadListSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { event } = grantedAccess(request);
        const [reports, customs] = await Promise.all([
          eventReports(db, event),
          organizationCustomReports(db, event.organizationId),
        ]);
        const available = new Set(reports.map((r) => r.reportType));
        return {
          reports: reports.map(toReportDownload),
          customReports: customs.filter((c) => available.has(c.reportType)).map(toWireCustomReport),
        };
      },
    );

    app.get(
      ANALYTICS_API.reportDownloadRoute,
      {
        ...guard,
        schema: { tags, params: ReportTypeParamsSchema, produces: ['text/csv'] },
      },
      async (request, reply) => {
        const { event } = grantedAccess(request);
        const report = await findEventReport(db, event, request.params.reportType);
        if (!report) throw notFound('Report');
        return sendReportCsv(
          reply,
          db,
          event,
          reportFileName(report.reportType),
          report,
          report.columns,
        );
      },
    );

    app.get(
      ANALYTICS_API.customReportRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: CustomReportQuerySchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const { event } = grantedAccess(request);
        const { organizationId, name } = request.query;
        const custom =
          organizationId === event.organizationId
            ? await findCustomReport(db, organizationId, name)
            : null;
        const report = custom && (await findEventReport(db, event, custom.reportType));
        const columns = custom && report ? customReportColumns(report, custom) : [];
        if (!custom || !report || columns.length === 0) throw notFound('Custom report');
        return sendReportCsv(reply, db, event, customReportFileName(custom.name), report, columns);
      },
    );

    app.get(
      ANALYTICS_API.leaderboardRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: LeaderboardQuerySchema,
          response: { 200: LeaderboardPageSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { event } = grantedAccess(request);
        if (!event.enableLeaderboard) throw noLeaderboard();
        return leaderboardPage(db, event.id, currentAuth(request).user.email, request.query);
      },
    );

    app.get(
      ANALYTICS_API.leaderboardCsvRoute,
      { ...guard, schema: { tags, params: EventParamsSchema, produces: ['text/csv'] } },
      async (request, reply) => {
        const { event } = grantedAccess(request);
        if (!event.enableLeaderboard) throw noLeaderboard();
        return sendCsv(reply, LEADERBOARD_CSV_FILE, LEADERBOARD_CSV_COLUMNS, () =>
          reportRecords(leaderboardRecords(db, event)),
        );
      },
    );
  };
