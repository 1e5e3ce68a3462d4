/**
 * Custom reports (spec §2.10, §7): an organization's named choice of columns of one catalogue
 * report, fetched by organization and name through the (organization, name) unique index. A
 * custom report belongs on an event's page only when its report is in the event's list.
 */
import type { CatalogueReport, CustomReport, ReportColumn } from '@console/analytics-contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customReports } from './schema';

/** An organization keeps a handful; the list is bounded all the same. */
export const MAX_CUSTOM_REPORTS = 200;

export type CustomReportRow = typeof customReports.$inferSelect;

export async function organizationCustomReports(
  db: Db,
  organizationId: number,
): Promise<CustomReportRow[]> {
  return db
    .select()
    .from(customReports)
    .where(eq(customReports.organizationId, organizationId))
    .orderBy(asc(customReports.name))
    .limit(MAX_CUSTOM_REPORTS);
}

export async function findCustomReport(
  db: Db,
  organizationId: number,
  name: string,
): Promise<CustomReportRow | null> {
  const [row] = await db
    .select()
    .from(customReports)
    .where(and(eq(customReports.organizationId, organizationId), eq(customReports.name, name)));
  return row ?? null;
}

export const toWireCustomReport = (row: CustomReportRow): CustomReport => ({
  organizationId: row.organizationId,
  name: row.name,
  reportType: row.reportType,
});

/** The custom report's columns, in its own order, among its report's columns (unknown ones dropped). */
export function customReportColumns(
  report: CatalogueReport,
  custom: CustomReportRow,
): ReportColumn[] {
  const byField = new Map<string, ReportColumn>(report.columns.map((c) => [c.field, c]));
  return custom.columns.flatMap((field) => {
    const column = byField.get(field);
    return column ? [column] : [];
  });
}
