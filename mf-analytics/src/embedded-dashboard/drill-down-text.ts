/** How a drill-down is named on the page: its dialog's title and its filters as text. */
import type { DrillDownDashboard, DrillDownFilters } from '@console/analytics-contract';

const TITLES: Record<DrillDownDashboard, string> = {
  STAGE_DETAIL: 'Stage details',
  BOOTH_DETAIL: 'Booth details',
  ROOM_DETAIL: 'Room details',
  SESSION_DETAIL: 'Session details',
  EMAIL_DETAIL: 'Email details',
};

export const drillDownTitle = (dashboardId: DrillDownDashboard): string => TITLES[dashboardId];

/** A filter's name as a label: "stageName" reads "Stage name". */
export function filterLabel(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface FilterText {
  label: string;
  value: string;
}

export function filterTexts(filters: DrillDownFilters): FilterText[] {
  return Object.entries(filters).map(([name, value]) => ({ label: filterLabel(name), value }));
}
