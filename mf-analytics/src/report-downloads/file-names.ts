/** The names downloaded reports are saved under: `registrations-by-ticket.csv`, `leaderboard.csv`. */
export const LEADERBOARD_CSV_FILE = 'leaderboard.csv';
const FALLBACK_NAME = 'report';

/** Lower case words joined by dashes; anything else (quotes, slashes, spaces) becomes a dash. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A catalogue report by its type: REGISTRATIONS_BY_TICKET → registrations-by-ticket.csv. */
export function reportFileName(reportType: string): string {
  return `${slug(reportType) || FALLBACK_NAME}.csv`;
}

/** A custom report by its name: "Q4 / VIP leads" → q4-vip-leads.csv. */
export function customReportFileName(name: string): string {
  return `${slug(name) || FALLBACK_NAME}.csv`;
}
