/**
 * The demo organization's custom reports (spec §2.10): named column choices of catalogue
 * reports. Two apply to every format, one to virtual events only (booth visits), so the report
 * downloads page of the main event lists three and the in-person event's two.
 */
import type { Db } from '../db/client';
import { customReports } from '../analytics/schema';

export interface DemoCustomReport {
  name: string;
  reportType: string;
  /** Fields of the report's columns, in the order the CSV shows them. */
  columns: string[];
}

export const DEMO_CUSTOM_REPORTS: readonly DemoCustomReport[] = [
  {
    name: 'Attendee contacts',
    reportType: 'COMPLETED_REGISTRATIONS',
    columns: ['firstName', 'lastName', 'email', 'ticket'],
  },
  {
    name: 'Email engagement',
    reportType: 'EMAIL_SUMMARY',
    columns: ['emailName', 'sent', 'opened', 'openRate'],
  },
  {
    name: 'Booth leads',
    reportType: 'BOOTH_ATTENDANCE',
    columns: ['place', 'fullName', 'email', 'occurredAt'],
  },
];

export async function seedCustomReports(tx: Db, organizationId: number): Promise<void> {
  await tx
    .insert(customReports)
    .values(DEMO_CUSTOM_REPORTS.map((report) => ({ organizationId, ...report })));
}
