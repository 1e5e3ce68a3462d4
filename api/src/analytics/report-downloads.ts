/**
 * The event's downloadable reports: the catalogue's list for its format, the two flagged ones
 * when ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT is on for the event (an event-level flag
 * row wins over the organization's, as in the shell), and streaming one of them as CSV.
 */
import {
  REPORT_DOWNLOAD_FLAG,
  reportDownloadsFor,
  type CatalogueReport,
  type ReportColumn,
} from '@console/analytics-contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import type { EventRow } from '../events/access';
import { eventFlags } from '../events/flags';
import { sendCsv } from '../http/csv';
import { readReportSource, reportRecords } from './report-sources';

async function downloadFlagOn(db: Db, event: EventRow): Promise<boolean> {
  return (await eventFlags(db, event, REPORT_DOWNLOAD_FLAG))[REPORT_DOWNLOAD_FLAG];
}

export async function eventReports(db: Db, event: EventRow): Promise<CatalogueReport[]> {
  return reportDownloadsFor(event, {
    ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT: await downloadFlagOn(db, event),
  });
}

/** The event's report of that type; null when it is not in the event's list. */
export async function findEventReport(
  db: Db,
  event: EventRow,
  reportType: string,
): Promise<CatalogueReport | null> {
  return (await eventReports(db, event)).find((r) => r.reportType === reportType) ?? null;
}

/** Streams `report`'s rows with `columns` (its own, or a custom report's choice of them). */
export function sendReportCsv(
  reply: FastifyReply,
  db: Db,
  event: EventRow,
  fileName: string,
  report: CatalogueReport,
  columns: readonly ReportColumn[],
): FastifyReply {
  const fields = new Set<string>(columns.map((c) => c.field));
  return sendCsv(
    reply,
    fileName,
    columns.map((c) => ({ key: c.field, header: c.label })),
    () => reportRecords(readReportSource(db, event, report.source, fields)),
  );
}
