/**
 * Where "Back to approvals" goes. A page of approvals that links here for a blocked request
 * (sales ended, coupon used up) adds APPROVALS_RETURN_PARAM (approvals contract): either
 * `approvals`, or the approvals address it was at (its tab, filters and page, or a request's
 * detail page). Only an address of this event's approvals is followed, so the parameter can
 * never send the user elsewhere.
 */

/** The page to go back to, or null when the user did not come from approvals. */
export function approvalsReturnPath(from: string | null, approvalsPath: string): string | null {
  if (from === null) return null;
  if (from === 'approvals') return approvalsPath;
  const url = new URL(from, 'http://console.invalid');
  const sameOrigin = url.origin === 'http://console.invalid' && from.startsWith('/');
  const underApprovals =
    url.pathname === approvalsPath || url.pathname.startsWith(`${approvalsPath}/`);
  return sameOrigin && underApprovals ? `${url.pathname}${url.search}` : null;
}
