/**
 * A report's rows: its source read in chunks, each row holding the source's fields (the CSV then
 * keeps the report's columns). Every source is written once and shared by the reports over it.
 */
import type { ReportSource } from '@console/analytics-contract';
import type { Db } from '../db/client';
import { activityByPersonRecords, activityRecords } from './report-sources-activity';
import { registrationCountRecords } from './report-sources-counts';
import {
  activityDailyRecords,
  activityPlaceRecords,
  emailSummaryRecords,
} from './report-sources-daily';
import type { ReportEvent, ReportRecord } from './report-sources-format';
import {
  abandonedRecords,
  inviteeRecords,
  leaderboardRecords,
  sessionRecords,
} from './report-sources-lists';
import { registrationRecords } from './report-sources-registrations';
import { ticketLineRecords, ticketSaleRecords } from './report-sources-tickets';

/** `fields`: the fields the columns use, so costly cells nobody asked for are not read. */
export function readReportSource(
  db: Db,
  event: ReportEvent,
  source: ReportSource,
  fields: ReadonlySet<string>,
): AsyncGenerator<ReportRecord[]> {
  switch (source.name) {
    case 'registrations':
      return registrationRecords(db, event, source, fields);
    case 'registrationCounts':
      return registrationCountRecords(db, event.id, source.by);
    case 'ticketSales':
      return ticketSaleRecords(db, event.id);
    case 'ticketLines':
      return ticketLineRecords(db, event);
    case 'activity':
      return activityRecords(db, event, source.kind);
    case 'activityByPerson':
      return activityByPersonRecords(db, event, source.kind);
    case 'activityPlaces':
      return activityPlaceRecords(db, event.id, source.kind);
    case 'activityDaily':
      return activityDailyRecords(db, event.id, source.kinds);
    case 'emailSummary':
      return emailSummaryRecords(db, event.id);
    case 'leaderboard':
      return leaderboardRecords(db, event);
    case 'abandoned':
      return abandonedRecords(db, event);
    case 'invitees':
      return inviteeRecords(db, event);
    case 'sessions':
      return sessionRecords(db, event);
  }
}

/** The report's records one by one, for the CSV writer. */
export async function* reportRecords(
  chunks: AsyncGenerator<ReportRecord[]>,
): AsyncGenerator<ReportRecord> {
  for await (const chunk of chunks) yield* chunk;
}
