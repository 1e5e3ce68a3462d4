/**
 * One list's invitees: the page (search, status filter, 20 a page), the CSV, the look-up by
 * email, and add, decline and delete (spec people §2, §5, §7).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@console/shared/contract';
import type { Db } from '../db/client';
import { activityActor } from '../activity-log/record';
import { eventAccess } from '../http/access';
import { arrayQueryParams } from '../http/array-query-params';
import { errorResponses, notFound } from '../http/errors';
import { GroupParamsSchema } from '../audiences/audience-list-schemas';
import { requireCommunications } from './communications';
import { sendCsv } from '../http/csv';
import { InviteeEmailQuerySchema, InviteeParamsSchema, InviteesCsvQuerySchema } from './inputs';
import { addInvitee, declineInvitee, deleteInvitee } from './invitee-actions';
import {
  allInvitees,
  findInviteeByEmail,
  inviteesPage,
  inviteeWhere,
  toWireInvitee,
} from './invitees';
import { requireInviteList } from './lists';
import { INVITE_LIST_REQUIREMENT } from './permission';
import { validateForm } from './validate';
import {
  AddInviteeBodySchema,
  addInviteeSchema,
  INVITATION_STATUS_LABELS,
  INVITE_LIST_API,
  INVITE_LIST_CSV_FILE_NAME,
  InviteeSchema,
  InviteesPageSchema,
  InviteesQuerySchema,
} from '@console/people-contract';

const withConflict = { ...errorResponses, 409: ApiErrorSchema };

/** The status filter repeats (InviteesQuerySchema's statuses). */
const statusesAsArray = arrayQueryParams('statuses');

const CSV_COLUMNS = [
  'email',
  'firstName',
  'lastName',
  'role',
  'company',
  'phoneNumber',
  'country',
  'status',
].map((key) => ({ key, header: key }));

export const inviteeRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { access: eventAccess(INVITE_LIST_REQUIREMENT) };
    const tags = ['invite-lists'];

    app.get(
      INVITE_LIST_API.inviteesRoute,
      {
        config,
        preValidation: statusesAsArray,
        schema: {
          tags,
          params: GroupParamsSchema,
          querystring: InviteesQuerySchema,
          response: { 200: InviteesPageSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { eventId, audienceGroupId } = request.params;
        const list = await requireInviteList(db, eventId, audienceGroupId);
        return inviteesPage(db, list.id, request.query, request.query.offset);
      },
    );

    app.get(
      INVITE_LIST_API.csvRoute,
      {
        config,
        preValidation: statusesAsArray,
        schema: {
          tags,
          params: GroupParamsSchema,
          querystring: InviteesCsvQuerySchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const { eventId, audienceGroupId } = request.params;
        const list = await requireInviteList(db, eventId, audienceGroupId);
        const where = inviteeWhere(list.id, request.query);
        return sendCsv(reply, INVITE_LIST_CSV_FILE_NAME, CSV_COLUMNS, async function* () {
          for await (const chunk of allInvitees(db, where))
            for (const row of chunk)
              yield {
                email: row.email,
                firstName: row.firstName,
                lastName: row.lastName,
                role: row.role,
                company: row.company,
                phoneNumber: row.phoneNumber,
                country: row.country,
                status: INVITATION_STATUS_LABELS[row.invitationStatus],
              };
        });
      },
    );

    app.get(
      INVITE_LIST_API.inviteeByEmailRoute,
      {
        config,
        schema: {
          tags,
          params: GroupParamsSchema,
          querystring: InviteeEmailQuerySchema,
          response: { 200: InviteeSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { eventId, audienceGroupId } = request.params;
        const list = await requireInviteList(db, eventId, audienceGroupId);
        const row = await findInviteeByEmail(db, list.id, request.query.email);
        if (!row) throw notFound('Invitee');
        return toWireInvitee(row);
      },
    );

    app.post(
      INVITE_LIST_API.inviteesRoute,
      {
        config,
        schema: {
          tags,
          params: GroupParamsSchema,
          body: AddInviteeBodySchema,
          response: { 201: InviteeSchema, ...withConflict },
        },
      },
      async (request, reply) => {
        const { eventId, audienceGroupId } = request.params;
        const list = await requireInviteList(db, eventId, audienceGroupId);
        const values = await validateForm(addInviteeSchema, request.body);
        const communicationIds = await requireCommunications(
          db,
          eventId,
          request.body.communicationSettingIds,
        );
        const invitee = await addInvitee(db, {
          eventId,
          audienceGroupId: list.id,
          values,
          communicationIds,
          actor: activityActor(request),
        });
        return reply.code(201).send(invitee);
      },
    );

    app.post(
      INVITE_LIST_API.declineRoute,
      {
        config,
        schema: {
          tags,
          params: InviteeParamsSchema,
          response: { 200: InviteeSchema, ...withConflict },
        },
      },
      async (request) => {
        const { eventId, audienceGroupId, inviteeId } = request.params;
        const list = await requireInviteList(db, eventId, audienceGroupId);
        return declineInvitee(db, list, inviteeId, activityActor(request));
      },
    );

    app.delete(
      INVITE_LIST_API.inviteeRoute,
      {
        config,
        schema: {
          tags,
          params: InviteeParamsSchema,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { eventId, audienceGroupId, inviteeId } = request.params;
        const list = await requireInviteList(db, eventId, audienceGroupId);
        await deleteInvitee(db, list, inviteeId, activityActor(request));
        return reply.code(204).send(null);
      },
    );
  };
