/**
 * The approvals endpoints (spec §2.9, §4.1-4.2, §7), at the contract's APPROVAL_API paths under
 * /api. Every one needs PEOPLE_ATTENDEES_WRITE at event scope.
 */
import type { ColumnOption } from 'csv-stringify';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  ERROR_CODES,
  IdParamSchema,
  JobListSchema,
  JobSchema,
  textSchema,
} from '@console/shared/contract';
import { activityActor } from '../activity-log/record';
import type { Db } from '../db/client';
import { organizations, registrationFlows, registrations, users } from '../db/schema';
import { approvalEmailSwitches } from '../communication/event-emails';
import { queueRegistrationEmails } from '../email/outbox';
import { eventAccess } from '../http/access';
import { arrayQueryParams } from '../http/array-query-params';
import { ApiError, errorResponses, notFound } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import { jobs } from '../jobs/schema';
import { toWireJob } from '../jobs/wire';
import { APPROVAL_JOB_KIND } from './job-payload';
import { APPROVALS_REQUIREMENT } from './permission';
import { filterWhere, ticketAvailability } from './queries';
import { keptSummary } from './summary';
import { tabTotals } from './tab-totals';
import { approvalHistory, coupons, ticketReservations } from './schema';
import { allRequests, selectRequests } from './serialize';
import { confirmationFor, enqueueStatusUpdate, type ParsedSelection } from './status-updates';
import {
  APPROVAL_API,
  APPROVAL_REPORT_FILE_NAME,
  ApprovalDetailResponseSchema,
  ApprovalDetailsResponseSchema,
  ApprovalListQuerySchema,
  ApprovalListResponseSchema,
  ApprovalSelectionSchema,
  ApprovalSettingsSchema,
  approvalLabels,
  CouponListSchema,
  displayStatus,
  RegistrationCountsSummarySchema,
  RegistrationFlowListSchema,
  ResendConfirmationRequestSchema,
  StatusUpdateRequestSchema,
  TicketTypeListSchema,
} from '@console/approvals-contract';
import { sendCsv } from '../http/csv';
import { COMMUNICATION_ERROR_CODES, COMMUNICATION_MESSAGES } from '@console/event-setup-contract';

/** The approval report's columns (approval-list.csv). */
const REPORT_COLUMNS: ColumnOption[] = [
  { key: 'firstName', header: 'First name' },
  { key: 'lastName', header: 'Last name' },
  { key: 'email', header: 'Email' },
  { key: 'flow', header: 'Registration flow' },
  { key: 'tickets', header: 'Tickets' },
  { key: 'coupons', header: 'Coupons' },
  { key: 'status', header: 'Status' },
  { key: 'createdAt', header: 'Created' },
  { key: 'updatedBy', header: 'Updated by' },
  { key: 'updatedAt', header: 'Updated at' },
];

const withErrors = { ...errorResponses, 409: ApiErrorSchema };

/** APPROVAL_API paths as Fastify routes (`:eventId` and the other params). */
const P = {
  list: APPROVAL_API.list(0).replace('/events/0', '/events/:eventId'),
  summary: APPROVAL_API.summary(0).replace('/events/0', '/events/:eventId'),
  settings: APPROVAL_API.settings(0).replace('/events/0', '/events/:eventId'),
  confirmation: APPROVAL_API.confirmation(0).replace('/events/0', '/events/:eventId'),
  statusUpdates: APPROVAL_API.statusUpdates(0).replace('/events/0', '/events/:eventId'),
  jobs: APPROVAL_API.jobs(0).replace('/events/0', '/events/:eventId'),
  detail: APPROVAL_API.detail(0, ':flowId', 'X')
    .replace('/events/0', '/events/:eventId')
    .replace(/X$/, ':flowContextId'),
  resend: APPROVAL_API.resendConfirmation(0).replace('/events/0', '/events/:eventId'),
  deleteRejected: APPROVAL_API.deleteRejected(0, 'X')
    .replace('/events/0', '/events/:eventId')
    .replace(/X$/, ':flowContextId'),
  report: APPROVAL_API.report(0).replace('/events/0', '/events/:eventId'),
  flows: APPROVAL_API.flows(0).replace('/events/0', '/events/:eventId'),
  ticketTypes: APPROVAL_API.ticketTypes(0).replace('/events/0', '/events/:eventId'),
  coupons: APPROVAL_API.coupons(0).replace('/events/0', '/events/:eventId'),
};

/** The list's and the report's filters that repeat (ApprovalListQuerySchema's arrays). */
const arrayParams = arrayQueryParams('flowIds', 'ticketTypeIds');

const ReportQuerySchema = ApprovalListQuerySchema.omit({ limit: true, offset: true });
const JobsQuerySchema = z.object({ active: z.enum(['true', 'false']).optional() });
const FlowContextIdSchema = textSchema(100).min(1);
const DetailParamsSchema = EventParamsSchema.extend({
  flowId: IdParamSchema,
  flowContextId: FlowContextIdSchema,
});
const ContextParamsSchema = EventParamsSchema.extend({ flowContextId: FlowContextIdSchema });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const approvalRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(APPROVALS_REQUIREMENT) } };
    const tags = ['approvals'];

    app.get(
      P.list,
      {
        ...guard,
        preValidation: arrayParams,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: ApprovalListQuerySchema,
          response: { 200: ApprovalListResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { eventId } = request.params;
        const q = request.query;
        const where = filterWhere(eventId, q);
        const [items, totals] = await Promise.all([
          selectRequests(db, where, { limit: q.limit, offset: q.offset }),
          tabTotals(db, eventId, q),
        ]);
        return { items, total: totals.total, selectableTotal: totals.selectable };
      },
    );

    app.get(
      P.summary,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: RegistrationCountsSummarySchema, ...errorResponses },
        },
      },
      async (request) => {
        const { event } = grantedAccess(request);
        const { PENDING, APPROVED, REJECTED } = await keptSummary(db, event.id);
        return {
          totalActiveRegistrations: APPROVED.attendees,
          totalPendingRegistrations: PENDING.requests,
          totalRejectedRegistrations: REJECTED.requests,
          totalApprovedRegistrations: APPROVED.requests,
          totalPendingRegistrationsIncludesTicketsQuantity: PENDING.attendees,
          totalRejectedRegistrationsIncludesTicketsQuantity: REJECTED.attendees,
          registrationsCapacity: event.registrationsCapacity,
          totalRegistrationCompletedAfterApproved: APPROVED.completed,
        };
      },
    );

    app.get(
      P.settings,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: ApprovalSettingsSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { event } = grantedAccess(request);
        const [org] = await db
          .select({ alt: organizations.alternativeApprovalLabels })
          .from(organizations)
          .where(eq(organizations.id, event.organizationId));
        return {
          alternativeLabels: org?.alt ?? false,
          ...(await approvalEmailSwitches(db, event.id)),
        };
      },
    );

    app.get(
      P.flows,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: RegistrationFlowListSchema, ...errorResponses },
        },
      },
      async (request) => {
        const rows = await db
          .select({ flowId: registrationFlows.id, name: registrationFlows.name })
          .from(registrationFlows)
          .where(eq(registrationFlows.eventId, request.params.eventId))
          .orderBy(asc(registrationFlows.id));
        return { flows: rows };
      },
    );

    app.get(
      P.ticketTypes,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: TicketTypeListSchema, ...errorResponses },
        },
      },
      async (request) => {
        const tickets = await ticketAvailability(db, request.params.eventId);
        return {
          ticketTypePublicListResponseList: tickets.map((t) => ({
            ticketTypeId: t.ticketTypeId,
            name: t.name,
            availableQuantity: t.remaining === null ? null : Math.max(0, t.remaining),
            salesEndAt: iso(t.salesEndAt),
            isPaid: t.isPaid,
          })),
        };
      },
    );

    app.get(
      P.coupons,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: CouponListSchema, ...errorResponses },
        },
      },
      async (request) => {
        // `used` is kept on the coupon row (decision 0033), as §5's closedOffers reads it.
        const rows = await db
          .select({
            couponId: coupons.id,
            code: coupons.code,
            quantity: coupons.quantity,
            used: coupons.used,
          })
          .from(coupons)
          .where(eq(coupons.eventId, request.params.eventId))
          .orderBy(asc(coupons.id));
        return {
          coupons: rows.map((c) => ({
            ...c,
            availableQuantity: c.quantity === null ? null : Math.max(0, c.quantity - c.used),
          })),
        };
      },
    );

    app.post(
      P.confirmation,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: ApprovalSelectionSchema,
          response: { 200: ApprovalDetailsResponseSchema, ...errorResponses },
        },
      },
      async (request) =>
        confirmationFor(db, grantedAccess(request).event, request.body as ParsedSelection),
    );

    app.post(
      P.statusUpdates,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: StatusUpdateRequestSchema,
          response: { 202: JobSchema, ...withErrors },
        },
      },
      async (request, reply) => {
        const job = await enqueueStatusUpdate(db, grantedAccess(request).event, {
          idempotencyKey: request.body.idempotencyKey,
          selection: request.body.selection as ParsedSelection,
          actor: activityActor(request),
        });
        return reply.code(202).send(toWireJob(job));
      },
    );

    app.get(
      P.jobs,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: JobsQuerySchema,
          response: { 200: JobListSchema, ...errorResponses },
        },
      },
      async (request) => {
        const active = request.query.active === 'true';
        const rows = await db
          .select()
          .from(jobs)
          .where(
            and(
              eq(jobs.eventId, request.params.eventId),
              eq(jobs.kind, APPROVAL_JOB_KIND),
              active ? inArray(jobs.status, ['QUEUED', 'RUNNING']) : undefined,
            ),
          )
          .orderBy(desc(jobs.id))
          .limit(active ? 100 : 20);
        return { jobs: rows.map(toWireJob) };
      },
    );

    app.get(
      P.detail,
      {
        ...guard,
        schema: {
          tags,
          params: DetailParamsSchema,
          response: { 200: ApprovalDetailResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { eventId, flowId, flowContextId } = request.params;
        const r = registrations;
        const [requestRow] = await selectRequests(
          db,
          and(eq(r.eventId, eventId), eq(r.flowId, flowId), eq(r.flowContextId, flowContextId)) ??
            sql`false`,
          { limit: 1 },
        );
        if (!requestRow) throw notFound('Approval request');
        const [history, reservation] = await Promise.all([
          db
            .select({
              status: approvalHistory.status,
              first: users.firstName,
              last: users.lastName,
              at: approvalHistory.at,
            })
            .from(approvalHistory)
            .leftJoin(users, eq(users.id, approvalHistory.byUserId))
            .where(eq(approvalHistory.registrationId, requestRow.registrationId))
            .orderBy(desc(approvalHistory.at), desc(approvalHistory.id)),
          db
            .select({
              expiresAt: sql<string>`min(${ticketReservations.expiresAt})`.mapWith(
                (v: string | Date | null) => (v ? new Date(v).toISOString() : null),
              ),
            })
            .from(ticketReservations)
            .where(
              and(
                eq(ticketReservations.registrationId, requestRow.registrationId),
                sql`${ticketReservations.releasedAt} is null`,
              ),
            ),
        ]);
        return {
          request: requestRow,
          history: history.map((h) => ({
            status: h.status === 'REGISTERED' ? ('APPROVED' as const) : h.status,
            updatedByFirstName: h.first ?? '',
            updatedByLastName: h.last ?? '',
            updatedAt: h.at.toISOString(),
          })),
          ticketReservationExpiresAt: reservation[0]?.expiresAt ?? null,
        };
      },
    );

    app.post(
      P.resend,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: ResendConfirmationRequestSchema,
          response: { 204: z.null(), ...withErrors },
        },
      },
      async (request, reply) => {
        const contextIds = [...new Set(request.body.flowContextIds)];
        const rows = await db
          .select({ id: registrations.id, status: registrations.status })
          .from(registrations)
          .where(
            and(
              eq(registrations.eventId, request.params.eventId),
              inArray(registrations.flowContextId, contextIds),
            ),
          );
        if (rows.length !== contextIds.length)
          throw new ApiError(
            400,
            ERROR_CODES.invalidInput,
            'flowContextIds: Some requests do not belong to this event',
            'flowContextIds',
          );
        if (rows.some((row) => row.status !== 'APPROVED' && row.status !== 'REGISTERED')) {
          throw new ApiError(
            400,
            ERROR_CODES.invalidInput,
            'flowContextIds: Confirmation emails can only be resent for approved requests',
            'flowContextIds',
          );
        }
        const queued = await queueRegistrationEmails(
          db,
          'REGISTRATION_CONFIRMATION',
          rows.map((row) => row.id),
        );
        // Nothing queued for approved rows: the event's confirmation email is turned off.
        if (queued === 0 && rows.length > 0)
          throw new ApiError(
            409,
            COMMUNICATION_ERROR_CODES.emailOff,
            COMMUNICATION_MESSAGES.emailOff('REGISTRATION_CONFIRMATION'),
          );
        return reply.code(204).send(null);
      },
    );

    app.delete(
      P.deleteRejected,
      {
        ...guard,
        schema: { tags, params: ContextParamsSchema, response: { 204: z.null(), ...withErrors } },
      },
      async (request, reply) => {
        const { event } = grantedAccess(request);
        const [row] = await db
          .select({
            id: registrations.id,
            status: registrations.status,
            inProgress: registrations.isTransactionInProgress,
          })
          .from(registrations)
          .where(
            and(
              eq(registrations.eventId, event.id),
              eq(registrations.flowContextId, request.params.flowContextId),
            ),
          );
        if (!row) throw notFound('Approval request');
        if (!event.isFlex || row.status !== 'REJECTED' || row.inProgress) {
          throw new ApiError(
            409,
            ERROR_CODES.conflict,
            'Only rejected requests of flex events can be deleted.',
          );
        }
        await db.delete(registrations).where(eq(registrations.id, row.id));
        return reply.code(204).send(null);
      },
    );

    app.get(
      P.report,
      {
        ...guard,
        preValidation: arrayParams,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: ReportQuerySchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const { event } = grantedAccess(request);
        const [org] = await db
          .select({ alt: organizations.alternativeApprovalLabels })
          .from(organizations)
          .where(eq(organizations.id, event.organizationId));
        const labels = approvalLabels(org?.alt ?? false).status;
        const where = filterWhere(event.id, request.query);
        async function* records() {
          for await (const chunk of allRequests(db, where)) {
            for (const item of chunk) {
              const updatedBy = item.attendeeStatusUpdatedByInfo;
              yield {
                firstName: item.firstName,
                lastName: item.lastName,
                email: item.email,
                flow: item.flowName,
                tickets: item.tickets.map((t) => `${t.name} x${t.count}`).join('; '),
                coupons: item.coupons.map((c) => c.code).join('; '),
                status: labels[displayStatus(item)],
                createdAt: item.createdAt,
                updatedBy: updatedBy
                  ? `${updatedBy.updatedByFirstName} ${updatedBy.updatedByLastName}`.trim()
                  : '',
                updatedAt: updatedBy?.updatedAt ?? '',
              };
            }
          }
        }
        return sendCsv(reply, APPROVAL_REPORT_FILE_NAME, REPORT_COLUMNS, records);
      },
    );
  };
