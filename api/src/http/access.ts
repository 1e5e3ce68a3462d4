/**
 * Who may call each endpoint, declared once per route (`config.access`) and enforced here for
 * every route, like Backstage's permission framework: the API never trusts the browser.
 * - public: anyone (log-in, health, the API docs);
 * - session: any logged-in user (their own session, their events);
 * - event: a logged-in user with the requirement at the event's scope (requireEventPermission);
 *   a write (any method but GET/HEAD, unless the rule says the POST is a query) is also refused
 *   unless the user is an organizer of the event and the event is not canceled (spec §2.1:
 *   otherwise the event is read-only).
 * - organization: a logged-in user holding the requirement as an organizer of an event of their
 *   organization (a write: of a non-canceled one), see organization-permissions.ts.
 * - embed-token: no session; a bearer token the feature verifies (analytics embeds, 401 otherwise).
 * A route without a rule fails at start-up, and the rule is published in the OpenAPI document
 * as `x-access`, from which the permission matrix test is generated.
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import { ERROR_CODES, MESSAGES, type PermissionRequirement } from '@console/shared/contract';
import { requireSession } from './auth-hooks';
import { ApiError } from './errors';
import type { RequireOrganizationPermission } from './organization-permissions';
import { grantedAccess, type RequireEventPermission } from './permissions';

export type AccessRule =
  | { kind: 'public' }
  | { kind: 'session' }
  | {
      kind: 'event';
      requirement: PermissionRequirement;
      /** A POST that only reads (its query is too big or nested for a URL): read-only users may call it. */
      isQuery?: boolean;
      /**
       * A booth route (the reports, limited to the Booths dashboard): a booth owner who is not an
       * organizer may call it with the permission, as the shell's guard lets them open it.
       */
      boothRoute?: boolean;
    }
  | { kind: 'organization'; requirement: PermissionRequirement }
  | { kind: 'embed-token'; verify: (request: FastifyRequest) => Promise<void> };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

export const publicAccess: AccessRule = { kind: 'public' };
export const sessionAccess: AccessRule = { kind: 'session' };
export const eventAccess = (
  requirement: PermissionRequirement,
  options: { isQuery?: boolean; boothRoute?: boolean } = {},
): AccessRule => ({ kind: 'event', requirement, ...options });
export const organizationAccess = (requirement: PermissionRequirement): AccessRule => ({
  kind: 'organization',
  requirement,
});

export const embedTokenAccess = (
  verify: (request: FastifyRequest) => Promise<void>,
): AccessRule => ({
  kind: 'embed-token',
  verify,
});

/** Routes a plugin registers for us (the docs UI), public by nature. */
const PUBLIC_PREFIXES = ['/api/docs'];
const READ_METHODS = new Set(['GET', 'HEAD']);

/** Methods that always change something: none of them can be registered as a query. */
const ALWAYS_WRITES = new Set(['PUT', 'PATCH', 'DELETE']);
const methodsOf = (method: RouteOptions['method']) => (Array.isArray(method) ? method : [method]);
const isWrite = (method: RouteOptions['method']) =>
  methodsOf(method).some((m) => !READ_METHODS.has(m));

/** Why a write is refused on this event for this user, or null when it is allowed. */
export function readOnlyReason(event: { status: string }, role: { role: string }): string | null {
  if (event.status === 'CANCELED') return MESSAGES.eventCanceledReadOnly;
  if (role.role !== 'ORGANIZER') return MESSAGES.notOrganizerReadOnly;
  return null;
}

async function refuseReadOnly(request: FastifyRequest): Promise<void> {
  const { event, role } = grantedAccess(request);
  const reason = readOnlyReason(event, role);
  if (reason) throw new ApiError(403, ERROR_CODES.readOnly, reason);
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The `onRoute` hook: puts each rule's checks in front of the route's own hooks. */
export function enforceAccess(
  requireEventPermission: RequireEventPermission,
  requireOrganizationPermission?: RequireOrganizationPermission,
) {
  return (route: RouteOptions): void => {
    const rule =
      route.config?.access ??
      (PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix)) ? publicAccess : undefined);
    if (!rule)
      throw new Error(
        `${String(route.method)} ${route.url} declares no access rule (config.access)`,
      );
    const isQuery = rule.kind === 'event' && rule.isQuery === true;
    // A query rule lets a POST that only reads (its query too big for a URL) past the read-only
    // guard; on a PUT, PATCH or DELETE it would let a write through.
    if (isQuery && methodsOf(route.method).some((m) => ALWAYS_WRITES.has(m)))
      throw new Error(`${String(route.method)} ${route.url}: a write cannot be a query`);
    const write = isWrite(route.method) && !isQuery;
    if (route.schema) {
      Object.assign(route.schema, {
        'x-access': {
          kind: rule.kind,
          ...(rule.kind === 'event' || rule.kind === 'organization'
            ? { requirement: rule.requirement, organizerOfOpenEventOnly: write }
            : {}),
          ...(rule.kind === 'event' && rule.boothRoute ? { boothRoute: true } : {}),
        },
      });
    }
    if (rule.kind === 'public') return;
    if (rule.kind === 'embed-token') {
      route.onRequest = [rule.verify, ...asArray(route.onRequest)];
      return;
    }
    route.onRequest = [requireSession, ...asArray(route.onRequest)];
    if (rule.kind === 'organization') {
      if (!requireOrganizationPermission)
        throw new Error(`${String(route.method)} ${route.url}: no organization permission check`);
      route.preValidation = [
        requireOrganizationPermission(rule.requirement, { write }),
        ...asArray(route.preValidation),
      ];
    }
    // Before the body is validated: a user without access learns nothing from a 400.
    if (rule.kind === 'event') {
      route.preValidation = [
        requireEventPermission(rule.requirement, { boothRoute: rule.boothRoute === true }),
        ...(write ? [refuseReadOnly] : []),
        ...asArray(route.preValidation),
      ];
    }
  };
}
