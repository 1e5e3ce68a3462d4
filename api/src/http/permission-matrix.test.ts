/**
 * The permission matrix, generated from the OpenAPI document: every operation x every role of
 * the fixture (organizer with every permission, approver, booth owner, moderator with one
 * permission, a user with no role, nobody) x an event they may touch, a canceled one and one that
 * does not exist. Expectations come from each operation's published `x-access` rule, computed
 * here independently of the guard; an operation without a rule fails the test.
 */
import { it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'expect';
import { ERROR_CODES, PERMISSIONS, type Permission } from '@console/shared/contract';
import { createSession, SESSION_COOKIE } from '../auth/sessions';
import { eventRoles, events, users } from '../db/schema';
import { buildFixture, FIXTURE_USERS, type FixtureUser } from '../testing/fixture';
import { describeApi } from '../testing/suite';
import { enforceAccess, eventAccess, sessionAccess } from './access';
import { makeRequireEventPermission } from './permissions';

interface AccessDoc {
  kind: 'public' | 'session' | 'event' | 'organization' | 'embed-token';
  requirement?: { anyOf: Permission[]; boothOwnerAllowed?: boolean };
  organizerOfOpenEventOnly?: boolean;
  boothRoute?: boolean;
}
interface Operation {
  method: string;
  path: string;
  access: AccessDoc | undefined;
}

/** A valid-looking value for each path parameter (ids that exist or not; access comes first). */
const PARAM_VALUES: Record<string, string> = {
  flowId: '1',
  flowContextId: 'ctx-1',
  jobId: '1',
  sessionId: '2147483000',
  reportType: 'ALL_REGISTRATIONS',
  integrationType: 'SALESFORCE',
  kind: 'APPROVAL_APPROVED',
};

/** Every write permission of an event, in the catalogue's order (the activity log's rule). */
const ANY_WRITE = PERMISSIONS.filter((p) => p.endsWith('_WRITE')).join('|');

/**
 * Who may call what, as reviewed against the spec (§6 of both documents). A new endpoint fails
 * the matrix until its rule is written here too; a changed rule shows up in review.
 */
const REVIEWED_RULES: Record<string, string> = {
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'session',
  'GET /api/auth/sessions': 'session',
  'DELETE /api/auth/sessions/{sessionId}': 'session',
  'GET /api/events': 'session',
  'GET /api/events/{eventId}/context': 'any role',
  'GET /api/events/{eventId}/audience-groups':
    'PEOPLE_AUDIENCE_GROUPS_WRITE|PEOPLE_INVITE_LIST_WRITE|PEOPLE_ACCESS_CONTROL_WRITE',
  'GET /api/events/{eventId}/audience-groups/{audienceGroupId}': 'PEOPLE_AUDIENCE_GROUPS_WRITE',
  // Rename and delete: either permission gets in; the group's kind then decides (403 otherwise).
  'PATCH /api/events/{eventId}/audience-groups/{audienceGroupId}':
    'PEOPLE_AUDIENCE_GROUPS_WRITE|PEOPLE_INVITE_LIST_WRITE',
  'DELETE /api/events/{eventId}/audience-groups/{audienceGroupId}':
    'PEOPLE_AUDIENCE_GROUPS_WRITE|PEOPLE_INVITE_LIST_WRITE',
  'GET /api/events/{eventId}/audience-groups/{audienceGroupId}/can-delete':
    'PEOPLE_AUDIENCE_GROUPS_WRITE|PEOPLE_INVITE_LIST_WRITE',
  'GET /api/events/{eventId}/audience-groups/{audienceGroupId}/audiences':
    'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'GET /api/events/{eventId}/audience-groups/{audienceGroupId}/audiences/count':
    'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'GET /api/events/{eventId}/audience-groups/{audienceGroupId}/audiences/csv':
    'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'GET /api/events/{eventId}/attendees': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/attendees/count': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/attendees/csv': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/audience-list/ticket-types':
    'PEOPLE_AUDIENCE_GROUPS_WRITE|PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/integrations': 'EVENT_INTEGRATIONS_WRITE',
  'PATCH /api/events/{eventId}/integrations/{integrationType}': 'EVENT_INTEGRATIONS_WRITE',
  // The organization's integrations: an organizer holding it on an event of the organization.
  'GET /api/organization/integrations': 'organization:EVENT_INTEGRATIONS_WRITE',
  'PATCH /api/organization/integrations/{integrationType}': 'organization:EVENT_INTEGRATIONS_WRITE',
  // The event dashboard (spec §6: analytics dashboard read); not a booth route.
  'GET /api/events/{eventId}/dashboard': 'ANALYTICS_DASHBOARD_READ',
  'GET /api/events/{eventId}/analytics/revenue-dashboard': 'ANALYTICS_REPORTS_READ',
  'POST /api/events/{eventId}/analytics/revenue-dashboard/sync': 'EVENT_INTEGRATIONS_WRITE',
  // Report downloads: analytics read, not booth owners (they see the Booths dashboard only).
  'GET /api/events/{eventId}/analytics/report-downloads': 'ANALYTICS_REPORTS_READ',
  'GET /api/events/{eventId}/analytics/report-downloads/{reportType}': 'ANALYTICS_REPORTS_READ',
  'GET /api/events/{eventId}/analytics/custom-report': 'ANALYTICS_REPORTS_READ',
  'GET /api/events/{eventId}/analytics/leaderboard': 'ANALYTICS_REPORTS_READ',
  'GET /api/events/{eventId}/analytics/leaderboard.csv': 'ANALYTICS_REPORTS_READ',
  // Reports and embed URLs: analytics read; booth routes, so a booth owner who holds it gets in
  // (their Booths view, spec §2.10, §5) where every other analytics route refuses them.
  'GET /api/events/{eventId}/analytics/reports': 'ANALYTICS_REPORTS_READ+booth route',
  'POST /api/events/{eventId}/analytics/embed-url': 'ANALYTICS_REPORTS_READ+booth route',
  'POST /api/events/{eventId}/analytics/drill-down-url': 'ANALYTICS_REPORTS_READ+booth route',
  // The analytics service's read: an embed token only; a session alone gets a 401.
  'GET /api/analytics-embed/dashboard-data': 'embed-token',
  'GET /api/events/{eventId}/segments': 'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'GET /api/events/{eventId}/segments/tags': 'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'GET /api/events/{eventId}/segments/days': 'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'GET /api/events/{eventId}/audience-groups/{audienceGroupId}/segments':
    'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'PUT /api/events/{eventId}/audience-groups/{audienceGroupId}/segments':
    'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'GET /api/events/{eventId}/approvals': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/approvals/summary': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/approvals/settings': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/registration-flows': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/ticket-types': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/coupons': 'PEOPLE_ATTENDEES_WRITE',
  'POST /api/events/{eventId}/approvals/confirmation': 'PEOPLE_ATTENDEES_WRITE',
  'POST /api/events/{eventId}/approvals/status-updates': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/approvals/jobs': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/approvals/{flowId}/{flowContextId}': 'PEOPLE_ATTENDEES_WRITE',
  'POST /api/events/{eventId}/approvals/resend-confirmation': 'PEOPLE_ATTENDEES_WRITE',
  'DELETE /api/events/{eventId}/approvals/{flowContextId}': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/approvals/report': 'PEOPLE_ATTENDEES_WRITE',
  // The activity log: any write permission opens it; entries are then kept to the user's areas.
  'GET /api/events/{eventId}/activity-log': ANY_WRITE,
  'GET /api/events/{eventId}/activity-log/csv': ANY_WRITE,
  'GET /api/events/{eventId}/activity-log/people': ANY_WRITE,
  // Ticketing (spec §6: "Tickets, coupons, ...: ticketing write").
  'GET /api/events/{eventId}/ticketing/ticket-types': 'REGISTRATION_TICKETING_WRITE',
  'POST /api/events/{eventId}/ticketing/ticket-types': 'REGISTRATION_TICKETING_WRITE',
  'GET /api/events/{eventId}/ticketing/ticket-types/{ticketTypeId}': 'REGISTRATION_TICKETING_WRITE',
  'PATCH /api/events/{eventId}/ticketing/ticket-types/{ticketTypeId}':
    'REGISTRATION_TICKETING_WRITE',
  'GET /api/events/{eventId}/ticketing/coupons': 'REGISTRATION_TICKETING_WRITE',
  'POST /api/events/{eventId}/ticketing/coupons': 'REGISTRATION_TICKETING_WRITE',
  'GET /api/events/{eventId}/ticketing/coupons/{couponId}': 'REGISTRATION_TICKETING_WRITE',
  'PATCH /api/events/{eventId}/ticketing/coupons/{couponId}': 'REGISTRATION_TICKETING_WRITE',
  // Venue and engagement settings (spec shell §6: each section's write; Expo lets booth owners in).
  'GET /api/events/{eventId}/venue-settings':
    'VIRTUAL_SETUP_VENUE_SETTINGS_WRITE|VIRTUAL_SETUP_LOBBY_WRITE|VIRTUAL_SETUP_STAGES_WRITE|VIRTUAL_SETUP_ROOMS_WRITE|VIRTUAL_SETUP_EXPO_WRITE|EVENT_SETUP_NETWORKING_WRITE|ENGAGEMENT_WRITE',
  'PATCH /api/events/{eventId}/venue-settings/zones': 'VIRTUAL_SETUP_VENUE_SETTINGS_WRITE',
  'PATCH /api/events/{eventId}/venue-settings/lobby': 'VIRTUAL_SETUP_LOBBY_WRITE',
  'PATCH /api/events/{eventId}/venue-settings/stages': 'VIRTUAL_SETUP_STAGES_WRITE',
  'POST /api/events/{eventId}/venue-settings/stages/rename': 'VIRTUAL_SETUP_STAGES_WRITE',
  'PATCH /api/events/{eventId}/venue-settings/rooms': 'VIRTUAL_SETUP_ROOMS_WRITE',
  'GET /api/events/{eventId}/venue-settings/expo': 'VIRTUAL_SETUP_EXPO_WRITE+booth',
  'PATCH /api/events/{eventId}/venue-settings/expo': 'VIRTUAL_SETUP_EXPO_WRITE',
  'PATCH /api/events/{eventId}/venue-settings/networking': 'EVENT_SETUP_NETWORKING_WRITE',
  'PATCH /api/events/{eventId}/venue-settings/engagement': 'ENGAGEMENT_WRITE',
  // The schedule (issue #43; spec shell §6: "Schedule ...: write under the event setup group").
  'GET /api/events/{eventId}/schedule/sessions': 'EVENT_SETUP_SCHEDULE_WRITE',
  'POST /api/events/{eventId}/schedule/sessions': 'EVENT_SETUP_SCHEDULE_WRITE',
  'GET /api/events/{eventId}/schedule/days': 'EVENT_SETUP_SCHEDULE_WRITE',
  'GET /api/events/{eventId}/schedule/sessions/{segmentId}': 'EVENT_SETUP_SCHEDULE_WRITE',
  'PUT /api/events/{eventId}/schedule/sessions/{segmentId}': 'EVENT_SETUP_SCHEDULE_WRITE',
  'DELETE /api/events/{eventId}/schedule/sessions/{segmentId}': 'EVENT_SETUP_SCHEDULE_WRITE',
  // Communication (issue #43; spec shell §6: "Communication: standard, custom, ... email
  // templates, calendar invites | write each"). Every email editor lists the saved templates.
  'GET /api/events/{eventId}/communication/emails': 'COMMUNICATION_STANDARD_COMMUNICATION_WRITE',
  'PATCH /api/events/{eventId}/communication/emails/{kind}':
    'COMMUNICATION_STANDARD_COMMUNICATION_WRITE',
  'POST /api/events/{eventId}/communication/emails/{kind}/preview':
    'COMMUNICATION_STANDARD_COMMUNICATION_WRITE',
  'POST /api/events/{eventId}/communication/emails/{kind}/test':
    'COMMUNICATION_STANDARD_COMMUNICATION_WRITE',
  'GET /api/events/{eventId}/communication/invitation-emails':
    'COMMUNICATION_CUSTOM_COMMUNICATION_WRITE',
  'POST /api/events/{eventId}/communication/invitation-emails':
    'COMMUNICATION_CUSTOM_COMMUNICATION_WRITE',
  'POST /api/events/{eventId}/communication/invitation-emails/preview':
    'COMMUNICATION_CUSTOM_COMMUNICATION_WRITE',
  'POST /api/events/{eventId}/communication/invitation-emails/test':
    'COMMUNICATION_CUSTOM_COMMUNICATION_WRITE',
  'PATCH /api/events/{eventId}/communication/invitation-emails/{communicationId}':
    'COMMUNICATION_CUSTOM_COMMUNICATION_WRITE',
  'DELETE /api/events/{eventId}/communication/invitation-emails/{communicationId}':
    'COMMUNICATION_CUSTOM_COMMUNICATION_WRITE',
  'GET /api/events/{eventId}/communication/templates':
    'COMMUNICATION_EMAIL_TEMPLATES_WRITE|COMMUNICATION_STANDARD_COMMUNICATION_WRITE|COMMUNICATION_CUSTOM_COMMUNICATION_WRITE',
  'POST /api/events/{eventId}/communication/templates': 'COMMUNICATION_EMAIL_TEMPLATES_WRITE',
  'PATCH /api/events/{eventId}/communication/templates/{templateId}':
    'COMMUNICATION_EMAIL_TEMPLATES_WRITE',
  'DELETE /api/events/{eventId}/communication/templates/{templateId}':
    'COMMUNICATION_EMAIL_TEMPLATES_WRITE',
  'GET /api/events/{eventId}/communication/calendar-invites':
    'COMMUNICATION_CALENDAR_INVITES_WRITE',
  'PUT /api/events/{eventId}/communication/calendar-invites':
    'COMMUNICATION_CALENDAR_INVITES_WRITE',
  'GET /api/events/{eventId}/outbox':
    'COMMUNICATION_STANDARD_COMMUNICATION_WRITE|PEOPLE_ATTENDEES_WRITE',
  // The job endpoint lets any job kind's permission through to the job; its kind then decides.
  'GET /api/events/{eventId}/jobs/{jobId}':
    'PEOPLE_ATTENDEES_WRITE|PEOPLE_INVITE_LIST_WRITE|ANALYTICS_REPORTS_READ',
  'GET /api/events/{eventId}/invite-lists': 'PEOPLE_INVITE_LIST_WRITE',
  'GET /api/events/{eventId}/invite-lists/{audienceGroupId}': 'PEOPLE_INVITE_LIST_WRITE',
  'GET /api/events/{eventId}/invite-lists/communications': 'PEOPLE_INVITE_LIST_WRITE',
  'GET /api/events/{eventId}/invite-lists/name-available': 'PEOPLE_INVITE_LIST_WRITE',
  'GET /api/events/{eventId}/invite-lists/{audienceGroupId}/invitees': 'PEOPLE_INVITE_LIST_WRITE',
  'POST /api/events/{eventId}/invite-lists/{audienceGroupId}/invitees': 'PEOPLE_INVITE_LIST_WRITE',
  'GET /api/events/{eventId}/invite-lists/{audienceGroupId}/invitees.csv':
    'PEOPLE_INVITE_LIST_WRITE',
  'GET /api/events/{eventId}/invite-lists/{audienceGroupId}/invitees/by-email':
    'PEOPLE_INVITE_LIST_WRITE',
  'POST /api/events/{eventId}/invite-lists/{audienceGroupId}/invitees/{inviteeId}/decline':
    'PEOPLE_INVITE_LIST_WRITE',
  'DELETE /api/events/{eventId}/invite-lists/{audienceGroupId}/invitees/{inviteeId}':
    'PEOPLE_INVITE_LIST_WRITE',
  'POST /api/events/{eventId}/invite-lists/files': 'PEOPLE_INVITE_LIST_WRITE',
  'GET /api/events/{eventId}/invite-lists/files/{token}': 'PEOPLE_INVITE_LIST_WRITE',
  'POST /api/events/{eventId}/invite-lists/imports': 'PEOPLE_INVITE_LIST_WRITE',
  'GET /api/events/{eventId}/invite-lists/imports': 'PEOPLE_INVITE_LIST_WRITE',
  'GET /api/events/{eventId}/invite-lists/imports/{jobId}/failed-rows.csv':
    'PEOPLE_INVITE_LIST_WRITE',
  // Resuming an import: the permission that starts one.
  'POST /api/events/{eventId}/invite-lists/imports/{jobId}/resume': 'PEOPLE_INVITE_LIST_WRITE',
  // Custom groups (spec people §6: custom audience is audience groups write).
  'GET /api/events/{eventId}/custom-groups/filter-fields': 'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'POST /api/events/{eventId}/custom-groups': 'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'GET /api/events/{eventId}/custom-groups/{audienceGroupId}': 'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'PUT /api/events/{eventId}/custom-groups/{audienceGroupId}': 'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'POST /api/events/{eventId}/custom-groups/audience': 'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'POST /api/events/{eventId}/custom-groups/audience-count': 'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'GET /api/events/{eventId}/custom-groups/{audienceGroupId}/members':
    'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'GET /api/events/{eventId}/custom-groups/{audienceGroupId}/manual-members':
    'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'DELETE /api/events/{eventId}/custom-groups/{audienceGroupId}/manual-members/{registrationId}':
    'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'GET /api/events/{eventId}/custom-groups/{audienceGroupId}/members.csv':
    'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'GET /api/events/{eventId}/calendar-invite-setting': 'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'POST /api/events/{eventId}/registrations': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/registrations/{registrationId}': 'PEOPLE_ATTENDEES_WRITE',
  'PATCH /api/events/{eventId}/registrations/{registrationId}': 'PEOPLE_ATTENDEES_WRITE',
  // The form is edited on the Form page (form write) and in a flex event's flow editor (flows
  // write): either permission opens it (decision 0035). Attendees write reads the flows too, to
  // ask a flow's questions of a registrant added by hand.
  'GET /api/events/{eventId}/registration-form/flows':
    'REGISTRATION_FORM_WRITE|REGISTRATION_FLOWS_WRITE|PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/registration-form/fields':
    'REGISTRATION_FORM_WRITE|REGISTRATION_FLOWS_WRITE',
  'POST /api/events/{eventId}/registration-form/fields':
    'REGISTRATION_FORM_WRITE|REGISTRATION_FLOWS_WRITE',
  'PATCH /api/events/{eventId}/registration-form/fields/{fieldId}':
    'REGISTRATION_FORM_WRITE|REGISTRATION_FLOWS_WRITE',
  'DELETE /api/events/{eventId}/registration-form/fields/{fieldId}':
    'REGISTRATION_FORM_WRITE|REGISTRATION_FLOWS_WRITE',
  'GET /api/events/{eventId}/abandoned-registrations': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/abandoned-registrations/filters': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/abandoned-registrations/csv': 'PEOPLE_ATTENDEES_WRITE',
  'GET /api/events/{eventId}/abandoned-registrations/{flowId}/{flowContextId}':
    'PEOPLE_ATTENDEES_WRITE',
  'POST /api/events/{eventId}/abandoned-registrations/deletions': 'PEOPLE_ATTENDEES_WRITE',
  'POST /api/events/{eventId}/abandoned-registrations/reminders': 'PEOPLE_ATTENDEES_WRITE',
  // The reminder a selection would be sent, asked before sending: the reminder's own permission.
  'POST /api/events/{eventId}/abandoned-registrations/reminders/preview': 'PEOPLE_ATTENDEES_WRITE',
  // Access control (spec people §6: experience management and session access).
  'GET /api/events/{eventId}/access-groups': 'PEOPLE_ACCESS_CONTROL_WRITE',
  'GET /api/events/{eventId}/access-groups/by-audience-group/{audienceGroupId}':
    'PEOPLE_ACCESS_CONTROL_WRITE',
  'GET /api/events/{eventId}/access-groups/{accessGroupId}/mapping': 'PEOPLE_ACCESS_CONTROL_WRITE',
  'PUT /api/events/{eventId}/access-groups/{accessGroupId}/mappings': 'PEOPLE_ACCESS_CONTROL_WRITE',
  'POST /api/events/{eventId}/access-groups/{accessGroupId}/impact-preview':
    'PEOPLE_ACCESS_CONTROL_WRITE',
  'PUT /api/events/{eventId}/access-groups/{accessGroupId}/day-access':
    'PEOPLE_ACCESS_CONTROL_WRITE',
  'POST /api/events/{eventId}/access-groups/{accessGroupId}/day-access/impact-preview':
    'PEOPLE_ACCESS_CONTROL_WRITE',
  'PUT /api/events/{eventId}/access-groups/{accessGroupId}/base-group':
    'PEOPLE_ACCESS_CONTROL_WRITE',
  'POST /api/events/{eventId}/access-groups/{accessGroupId}/base-group/impact-preview':
    'PEOPLE_ACCESS_CONTROL_WRITE',
  'GET /api/events/{eventId}/access-groups/{accessGroupId}/sessions': 'PEOPLE_ACCESS_CONTROL_WRITE',
  'PUT /api/events/{eventId}/access-groups/{accessGroupId}/sessions': 'PEOPLE_ACCESS_CONTROL_WRITE',
  'POST /api/events/{eventId}/access-groups/{accessGroupId}/sessions/impact-preview':
    'PEOPLE_ACCESS_CONTROL_WRITE',
  'GET /api/events/{eventId}/access-explainer/people': 'PEOPLE_ACCESS_CONTROL_WRITE',
  'GET /api/events/{eventId}/access-explainer/{registrationId}': 'PEOPLE_ACCESS_CONTROL_WRITE',
  'GET /api/events/{eventId}/my-access': 'PEOPLE_ACCESS_CONTROL_WRITE',
};

/** Every operation of the OpenAPI document, with its published access rule. */
async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { 'x-access'?: AccessDoc }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      access: op['x-access'],
    })),
  );
}

function summaryOf(access: AccessDoc): string {
  if (access.kind === 'organization')
    return `organization:${access.requirement?.anyOf.join('|') || 'any role'}`;
  if (access.kind !== 'event') return access.kind;
  const anyOf = access.requirement?.anyOf.join('|') || 'any role';
  if (access.requirement?.boothOwnerAllowed) return `${anyOf}+booth`;
  return access.boothRoute ? `${anyOf}+booth route` : anyOf;
}

async function prepare(db: Parameters<typeof buildFixture>[0]) {
  const fx = await buildFixture(db);
  const [canceled] = await db
    .insert(events)
    .values({
      organizationId: fx.org.id,
      name: 'Canceled',
      type: 'EVENT',
      eventFormat: 'VIRTUAL',
      status: 'CANCELED',
      tz: 'UTC',
      startDateTime: new Date('2030-03-01T09:00:00Z'),
      endDateTime: new Date('2030-03-01T17:00:00Z'),
    })
    .returning();
  if (!canceled) throw new Error('canceled event missing');
  // Holds every permission on the canceled event only: nothing but its status refuses a write.
  const [canceledOrganizer] = await db
    .insert(users)
    .values({
      organizationId: fx.org.id,
      email: 'canceled-organizer@test.dev',
      firstName: 'Test',
      lastName: 'Canceled',
      passwordHash: 'unused',
    })
    .returning();
  if (!canceledOrganizer) throw new Error('canceled organizer missing');
  await db.insert(eventRoles).values({
    eventId: canceled.id,
    userId: canceledOrganizer.id,
    role: 'ORGANIZER',
    permissions: [...PERMISSIONS],
  });
  await db.insert(eventRoles).values({
    eventId: canceled.id,
    userId: fx.userId('owner'),
    role: 'ORGANIZER',
    permissions: [
      'PEOPLE_ATTENDEES_WRITE',
      'PEOPLE_AUDIENCE_GROUPS_WRITE',
      'EVENT_INTEGRATIONS_WRITE',
    ],
  });
  return { ...fx, canceled, canceledOrganizerId: canceledOrganizer.id };
}

/** What each fixture user holds on the main event (fixture.ts), written out independently. */
const ROLE_ON_MAIN: Record<
  FixtureUser,
  { role: string; permissions: 'all' | Permission[]; boothOwner: boolean } | null
> = {
  owner: { role: 'ORGANIZER', permissions: 'all', boothOwner: false },
  approver: { role: 'ORGANIZER', permissions: ['PEOPLE_ATTENDEES_WRITE'], boothOwner: false },
  booth: { role: 'SPONSOR', permissions: ['ANALYTICS_REPORTS_READ'], boothOwner: true },
  inviter: { role: 'MODERATOR', permissions: ['PEOPLE_INVITE_LIST_WRITE'], boothOwner: false },
  outsider: null,
};

type Expectation = 'allowed' | 401 | 403 | 404;

/** Organization scope: an organizer holding the requirement on an (open) event of the organization. */
function organizationExpectation(access: AccessDoc, user: FixtureUser): Expectation {
  const holding = ROLE_ON_MAIN[user];
  const anyOf = access.requirement?.anyOf ?? [];
  const holds =
    holding?.role === 'ORGANIZER' &&
    (anyOf.length === 0 ||
      holding.permissions === 'all' ||
      anyOf.some((p) => (holding.permissions as Permission[]).includes(p)));
  return holds ? 'allowed' : 403;
}

function expected(
  access: AccessDoc,
  user: FixtureUser | null,
  target: 'main' | 'canceled' | 'missing',
): Expectation {
  if (access.kind === 'public') return 'allowed';
  if (user === null || access.kind === 'embed-token') return 401;
  if (access.kind === 'session') return 'allowed';
  if (access.kind === 'organization') return organizationExpectation(access, user);
  if (target === 'missing') return 404;
  const holding =
    target === 'main'
      ? ROLE_ON_MAIN[user]
      : user === 'owner'
        ? {
            role: 'ORGANIZER',
            permissions: [
              'PEOPLE_ATTENDEES_WRITE',
              'PEOPLE_AUDIENCE_GROUPS_WRITE',
              'EVENT_INTEGRATIONS_WRITE',
            ] as Permission[],
            boothOwner: false,
          }
        : null;
  if (!holding) return 403;
  const anyOf = access.requirement?.anyOf ?? [];
  const meets =
    anyOf.length === 0 ||
    holding.permissions === 'all' ||
    anyOf.some((p) => (holding.permissions as Permission[]).includes(p)) ||
    (access.requirement?.boothOwnerAllowed === true && holding.boothOwner);
  if (!meets) return 403;
  const boothOnly = holding.role !== 'ORGANIZER' && holding.boothOwner;
  if (boothOnly && anyOf.length > 0 && !access.requirement?.boothOwnerAllowed && !access.boothRoute)
    return 403;
  if (access.organizerOfOpenEventOnly && (holding.role !== 'ORGANIZER' || target === 'canceled'))
    return 403;
  return 'allowed';
}

describeApi('permission matrix', prepare, (s) => {
  it('covers every operation of the OpenAPI document, each with an access rule', async () => {
    const operations = await documentedOperations(s.app);
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.filter((o) => !o.access).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(
      Object.fromEntries(
        operations.map((o) => [`${o.method} ${o.path}`, summaryOf(o.access as AccessDoc)]),
      ),
    ).toEqual(REVIEWED_RULES);

    // One session per user, made again after an operation of /api/auth: only those may end a
    // session (a logout, a deleted session), which must not leak into the next request.
    const sessions = new Map<FixtureUser, { cookie: string; csrf: string }>();
    const sessionOf = async (user: FixtureUser) => {
      const kept = sessions.get(user);
      if (kept) return kept;
      const { token, auth } = await createSession(s.db, s.fx.userId(user), {
        userAgent: 'matrix',
        address: '10.9.9.9',
      });
      const session = { cookie: `${SESSION_COOKIE}=${token}`, csrf: auth.csrfToken };
      sessions.set(user, session);
      return session;
    };

    const failures: string[] = [];
    let checked = 0;
    const users: (FixtureUser | null)[] = [null, ...(Object.keys(FIXTURE_USERS) as FixtureUser[])];
    for (const op of operations) {
      const access = op.access as AccessDoc;
      const targets = op.path.includes('{eventId}')
        ? (['main', 'canceled', 'missing'] as const)
        : (['main'] as const);
      for (const target of targets) {
        const eventId = { main: s.fx.main.id, canceled: s.fx.canceled.id, missing: 2_147_483_000 }[
          target
        ];
        const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
          name === 'eventId' ? String(eventId) : (PARAM_VALUES[name] ?? '1'),
        );
        for (const user of users) {
          const session = user ? await sessionOf(user) : null;
          const headers: Record<string, string> = session
            ? { cookie: session.cookie, 'x-csrf-token': session.csrf }
            : {};
          const write = !['GET', 'HEAD'].includes(op.method);
          const response = await s.app.inject({
            method: op.method as 'GET',
            url,
            headers: write ? { ...headers, 'content-type': 'application/json' } : headers,
            ...(write ? { payload: '{}' } : {}),
          });
          if (op.path.startsWith('/api/auth/')) sessions.clear();
          const want = expected(access, user, target);
          const got = response.statusCode;
          const ok = want === 'allowed' ? ![401, 403].includes(got) && got < 500 : got === want;
          checked += 1;
          if (!ok)
            failures.push(
              `${op.method} ${op.path} as ${user ?? 'nobody'} on ${target}: expected ${want}, got ${got} ${response.body.slice(0, 120)}`,
            );
          if (got === 403 && want === 403 && access.organizerOfOpenEventOnly) {
            const code = (response.json() as { code: string }).code;
            if (![ERROR_CODES.forbidden, ERROR_CODES.readOnly].includes(code as 'FORBIDDEN'))
              failures.push(`${op.method} ${op.path}: 403 with code ${code}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('refuses every write on a canceled event, to an organizer holding every permission: only the reviewed queries answer', async () => {
    const operations = await documentedOperations(s.app);
    const { token, auth } = await createSession(s.db, s.fx.canceledOrganizerId, {
      userAgent: 'matrix',
      address: '10.9.9.9',
    });
    const headers = {
      cookie: `${SESSION_COOKIE}=${token}`,
      'x-csrf-token': auth.csrfToken,
      'content-type': 'application/json',
    };
    const answered: string[] = [];
    const refusedOtherwise: string[] = [];
    const nonReads = operations.filter(
      (op) => op.path.includes('{eventId}') && !['GET', 'HEAD'].includes(op.method),
    );
    for (const op of nonReads) {
      const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'eventId' ? String(s.fx.canceled.id) : (PARAM_VALUES[name] ?? '1'),
      );
      const response = await s.app.inject({
        method: op.method as 'POST',
        url,
        headers,
        payload: '{}',
      });
      const code = response.statusCode === 403 ? (response.json() as { code: string }).code : null;
      if (code === ERROR_CODES.readOnly) continue;
      if (response.statusCode === 403) refusedOtherwise.push(`${op.method} ${op.path}: ${code}`);
      else answered.push(`${op.method} ${op.path}`);
    }
    expect(nonReads.length).toBeGreaterThan(20);
    expect(refusedOtherwise).toEqual([]);
    // POSTs that only read (a filter too big for a URL; a signed embed URL; an email draft's
    // preview): reviewed here.
    expect(answered.sort()).toEqual([
      'POST /api/events/{eventId}/abandoned-registrations/reminders/preview',
      'POST /api/events/{eventId}/analytics/drill-down-url',
      'POST /api/events/{eventId}/analytics/embed-url',
      'POST /api/events/{eventId}/communication/emails/{kind}/preview',
      'POST /api/events/{eventId}/communication/invitation-emails/preview',
      'POST /api/events/{eventId}/custom-groups/audience',
      'POST /api/events/{eventId}/custom-groups/audience-count',
    ]);
  });

  it('refuses a PUT, PATCH or DELETE registered as a query at start-up: only a POST may read', async () => {
    const app = Fastify();
    app.addHook('onRoute', enforceAccess(makeRequireEventPermission(s.db)));
    const query = {
      config: {
        access: eventAccess({ anyOf: ['PEOPLE_AUDIENCE_GROUPS_WRITE'] }, { isQuery: true }),
      },
    };
    app.post('/api/events/:eventId/query', query, async () => ({ ok: true }));
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
      expect(() =>
        app.route({
          method,
          url: '/api/events/:eventId/query',
          ...query,
          handler: async () => ({}),
        }),
      ).toThrow(`${method} /api/events/:eventId/query: a write cannot be a query`);
    await app.close();
  });

  it('refuses a route registered without an access rule at start-up', async () => {
    const app = Fastify();
    app.addHook('onRoute', enforceAccess(makeRequireEventPermission(s.db)));
    app.get('/api/guarded', { config: { access: sessionAccess } }, async () => ({ ok: true }));
    expect(() => app.get('/api/unguarded', async () => ({ ok: true }))).toThrow(
      'GET /api/unguarded declares no access rule',
    );
    await app.close();
  });
});
