/**
 * Renders an approvals page as the shell would (see @console/shared/testing), at an event
 * route, against a fake API. Returns the notifier's mock and the fake API.
 */
import type { ReactElement } from 'react';
import { type Event } from '@console/shared/contract';
import type { ShellContextValue } from '@console/shared/react';
import { anEvent, FetchRouter, renderEventPage } from '@console/shared/testing';
import { ApprovalDetailPage } from '../detail/ApprovalDetailPage';
import { ApprovalsPage } from '../list/ApprovalsPage';
import * as fx from './fixtures';
import { APPROVAL_API } from '@console/approvals-contract';

export { currentSearch, reply } from '@console/shared/testing';

export const EVENT_ID = 1;
export const EVENT_BASE = `/event/${EVENT_ID}`;
/** The approval endpoints of the test event (paths under /api). */
export const paths = {
  list: APPROVAL_API.list(EVENT_ID),
  summary: APPROVAL_API.summary(EVENT_ID),
  settings: APPROVAL_API.settings(EVENT_ID),
  jobs: APPROVAL_API.jobs(EVENT_ID),
  flows: APPROVAL_API.flows(EVENT_ID),
  ticketTypes: APPROVAL_API.ticketTypes(EVENT_ID),
  coupons: APPROVAL_API.coupons(EVENT_ID),
  confirmation: APPROVAL_API.confirmation(EVENT_ID),
  statusUpdates: APPROVAL_API.statusUpdates(EVENT_ID),
  resend: APPROVAL_API.resendConfirmation(EVENT_ID),
  report: APPROVAL_API.report(EVENT_ID),
  detail: (flowId: number, flowContextId: string) =>
    APPROVAL_API.detail(EVENT_ID, flowId, flowContextId),
  deleteRejected: (flowContextId: string) => APPROVAL_API.deleteRejected(EVENT_ID, flowContextId),
};

export const testEvent: Event = anEvent({
  eventId: EVENT_ID,
  organizationId: 7,
  name: 'Test Summit',
  isFlex: true,
});

/** A fake API answering every read of the list page with defaults; tests override what they need. */
export function defaultApi(): FetchRouter {
  return new FetchRouter()
    .on('GET', paths.list, { items: [], total: 0, selectableTotal: 0 })
    .on('GET', paths.summary, fx.summary())
    .on('GET', paths.settings, fx.settings())
    .on('GET', paths.jobs, { jobs: [] })
    .on('GET', paths.flows, { flows: [{ flowId: 10, name: 'General admission' }] })
    .on('GET', paths.ticketTypes, { ticketTypePublicListResponseList: [fx.ticketType()] })
    .on('GET', paths.coupons, fx.coupons());
}

export interface RenderOptions {
  /** Path and query under the event, e.g. "people/approvals?tab=approved". */
  at?: string;
  fetch?: FetchRouter;
  context?: Partial<ShellContextValue>;
  /** userEvent options (fake timers need advanceTimers). */
  advanceTimers?: (ms: number) => void;
  /** Pages of other routes the test visits (e.g. where a link goes); the rest show "Elsewhere". */
  routes?: readonly { path: string; element: ReactElement }[];
}

export function renderApprovals({
  at = 'people/approvals',
  fetch = defaultApi(),
  context,
  advanceTimers,
  routes = [],
}: RenderOptions = {}) {
  return renderEventPage(<ApprovalsPage />, {
    fetch,
    path: '/:eventSegment/:eventId/people/approvals',
    initialUrl: `${EVENT_BASE}/${at}`,
    context: { event: testEvent, ...context },
    routes: [
      {
        path: '/:eventSegment/:eventId/people/approvals/:flowId/:flowContextId',
        element: <ApprovalDetailPage />,
      },
      ...routes,
      { path: '*', element: <p>Elsewhere</p> },
    ],
    advanceTimers,
  });
}
