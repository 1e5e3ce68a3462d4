/**
 * The selected dashboard tab in the URL: `?tab=STAGES`. No value, or one the viewer has no tab
 * for, is the first tab; choosing the first tab leaves the parameter out.
 */
import type { ReportTab } from '@console/analytics-contract';

export const TAB_PARAM = 'tab';

export function selectedTab(
  tabs: readonly ReportTab[],
  params: URLSearchParams,
): ReportTab | undefined {
  const value = params.get(TAB_PARAM);
  return tabs.find((t) => t.dashboard === value) ?? tabs[0];
}

/** A copy of `params` with `dashboard` as the selected tab. */
export function withSelectedTab(
  params: URLSearchParams,
  tabs: readonly ReportTab[],
  dashboard: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tabs[0]?.dashboard === dashboard) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, dashboard);
  return next;
}
