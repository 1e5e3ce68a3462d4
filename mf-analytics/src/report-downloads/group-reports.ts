import type { ReportDownload } from '@console/analytics-contract';

export interface ReportGroup {
  group: string;
  reports: ReportDownload[];
}

/** The reports under their group headings, groups and reports in the order the API lists them. */
export function groupReports(reports: readonly ReportDownload[]): ReportGroup[] {
  const groups = new Map<string, ReportDownload[]>();
  for (const report of reports) {
    const members = groups.get(report.group);
    if (members) members.push(report);
    else groups.set(report.group, [report]);
  }
  return [...groups].map(([group, members]) => ({ group, reports: members }));
}
