/**
 * Report downloads (spec §2.10, §9): the CSV reports an organizer can download, by event type.
 * The catalogue itself (names, descriptions, columns) is in report-catalogue.ts; the API streams
 * each from the database.
 */
import { z } from '@console/shared/zod';
import { IdParamSchema, INT4_MAX, textSchema } from '@console/shared/contract';

export const ReportDownloadSchema = z.object({
  reportType: z.string(),
  name: z.string(),
  description: z.string(),
  /** A heading the list groups reports under (Registrations, Attendance, Engagement...). */
  group: z.string(),
});
export type ReportDownload = z.infer<typeof ReportDownloadSchema>;

/** A report an organization defined: a chosen set of columns of one catalogue report. */
export const CustomReportSchema = z.object({
  organizationId: z.number().int(),
  name: z.string(),
  reportType: z.string(),
});
export type CustomReport = z.infer<typeof CustomReportSchema>;

export const ReportDownloadListSchema = z.object({
  reports: z.array(ReportDownloadSchema),
  customReports: z.array(CustomReportSchema),
});
export type ReportDownloadList = z.infer<typeof ReportDownloadListSchema>;

export const ReportTypeParamsSchema = z.object({
  eventId: IdParamSchema,
  reportType: textSchema(80).regex(/^[A-Z0-9_]+$/, { error: 'Must be a report type' }),
});

export const CustomReportQuerySchema = z.object({
  organizationId: IdParamSchema,
  name: textSchema(120).min(1),
});

/** One row of the leaderboard (spec §3). */
export const LeaderboardRowSchema = z.object({
  accountId: z.number().int(),
  fullName: z.string(),
  points: z.number().int(),
  rank: z.number().int(),
  currentUser: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;
export const LeaderboardPageSchema = z.object({
  rows: z.array(LeaderboardRowSchema),
  total: z.number().int(),
});
export type LeaderboardPage = z.infer<typeof LeaderboardPageSchema>;

/** GET leaderboard: a page by rank, 20 by default, at most 100. */
export const LEADERBOARD_PAGE_SIZE = 20;
export const LEADERBOARD_MAX_LIMIT = 100;
const LIMIT_ERROR = { error: `Must be a whole number from 1 to ${LEADERBOARD_MAX_LIMIT}` };
const OFFSET_ERROR = { error: 'Must be a whole number from 0' };
export const LeaderboardQuerySchema = z.object({
  limit: z.coerce
    .number(LIMIT_ERROR)
    .int(LIMIT_ERROR)
    .min(1, LIMIT_ERROR)
    .max(LEADERBOARD_MAX_LIMIT, LIMIT_ERROR)
    .default(LEADERBOARD_PAGE_SIZE),
  offset: z.coerce
    .number(OFFSET_ERROR)
    .int(OFFSET_ERROR)
    .min(0, OFFSET_ERROR)
    .max(INT4_MAX, OFFSET_ERROR)
    .default(0),
});
export type LeaderboardQuery = z.input<typeof LeaderboardQuerySchema>;
