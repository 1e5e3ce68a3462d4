/** Wire data of the report downloads page for tests, valid against the contract's schemas. */
import type {
  CustomReport,
  LeaderboardPage,
  LeaderboardRow,
  ReportDownload,
  ReportDownloadList,
} from '@console/analytics-contract';

export const aReport = (overrides: Partial<ReportDownload> = {}): ReportDownload => ({
  reportType: 'REGISTRATIONS',
  name: 'Registrations',
  description: 'Everyone registered, with ticket and registration flow.',
  group: 'Registrations',
  ...overrides,
});

export const REGISTRATIONS = aReport();
export const TICKET_SALES = aReport({
  reportType: 'TICKET_SALES',
  name: 'Ticket sales',
  description: 'Tickets sold by ticket type.',
});
export const STAGE_ATTENDANCE = aReport({
  reportType: 'STAGE_ATTENDANCE',
  name: 'Stage attendance',
  description: 'Who watched which stage, and for how long.',
  group: 'Attendance',
});

export const VIP_LEADS: CustomReport = {
  organizationId: 5,
  name: 'VIP leads / Q4',
  reportType: 'REGISTRATIONS',
};

export const aReportList = (overrides: Partial<ReportDownloadList> = {}): ReportDownloadList => ({
  reports: [REGISTRATIONS, STAGE_ATTENDANCE, TICKET_SALES],
  customReports: [VIP_LEADS],
  ...overrides,
});

export const aLeaderboardRow = (
  rank: number,
  overrides: Partial<LeaderboardRow> = {},
): LeaderboardRow => ({
  accountId: 1000 + rank,
  fullName: `Player ${rank}`,
  points: 10_000 - rank * 100,
  rank,
  currentUser: false,
  ...overrides,
});

/** The page at `offset` of a leaderboard of `total` rows, 20 a page. */
export function aLeaderboardPage(offset: number, total: number): LeaderboardPage {
  const count = Math.max(0, Math.min(20, total - offset));
  return {
    rows: Array.from({ length: count }, (_, i) => aLeaderboardRow(offset + i + 1)),
    total,
  };
}
