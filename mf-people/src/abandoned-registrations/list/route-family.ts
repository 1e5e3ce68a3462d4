/**
 * The same pages serve /people/abandoned-registrations and the legacy
 * /people/incomplete-registrations (spec people §2): each keeps its links within its own routes.
 */
export interface RouteFamily {
  list: string;
  detail: string;
}

export const ABANDONED_ROUTES: RouteFamily = {
  list: 'people.abandoned',
  detail: 'people.abandonedDetail',
};

export const INCOMPLETE_ROUTES: RouteFamily = {
  list: 'people.incomplete',
  detail: 'people.incompleteDetail',
};
