/** The reason a failed sync gives the user (the job's error), by what went wrong. */
import { ANALYTICS_EXTRA_MESSAGES } from '@console/analytics-contract';
import { CRM_ALLOWED_HOSTS_ENV } from '../integrations/crm-address-rule';
import { GENERIC_JOB_FAILURE_REASON } from '../jobs/failure';
import { CrmError } from './crm-client';

export class SyncRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'SyncRefused';
  }
}

export const SYNC_FAILURES = {
  integrationGone: 'The integration is no longer on this event.',
  notConnected:
    'The CRM connection has no base URL or API token. Set them on the Integrations page.',
  notAllowed: ANALYTICS_EXTRA_MESSAGES.syncNotAllowed,
  unauthorized:
    'The CRM refused the API token. Check the connection settings on the Integrations page.',
  rateLimited: 'The CRM kept refusing requests as too many. Try again later.',
  httpError: (status: number | undefined) =>
    `The CRM answered with an error (HTTP ${status ?? 'unknown'}). Try again later.`,
  unreachable: 'The CRM could not be reached. Check its base URL and try again.',
  badResponse: 'The CRM sent an answer that could not be read.',
  redirected:
    'The CRM answered with a redirect, which is not followed. Set its base URL to the address it redirects to.',
  // One message for every refused address: nothing tells one port, service or path from another.
  addressRefused: `The CRM's base URL leads to an address inside the console's own network (loopback, private, link-local or cloud metadata), which is refused unless the console's operator allows it (${CRM_ALLOWED_HOSTS_ENV}). Set the CRM's public address on the Integrations page.`,
} as const;

export function failureReason(error: unknown): string {
  if (error instanceof SyncRefused) return error.reason;
  if (!(error instanceof CrmError)) return GENERIC_JOB_FAILURE_REASON;
  switch (error.kind) {
    case 'unauthorized':
      return SYNC_FAILURES.unauthorized;
    case 'rateLimited':
      return SYNC_FAILURES.rateLimited;
    case 'httpError':
      return SYNC_FAILURES.httpError(error.status);
    case 'unreachable':
      return SYNC_FAILURES.unreachable;
    case 'badResponse':
      return SYNC_FAILURES.badResponse;
    case 'redirected':
      return SYNC_FAILURES.redirected;
    case 'addressRefused':
      return SYNC_FAILURES.addressRefused;
  }
}
