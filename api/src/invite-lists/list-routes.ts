/**
 * The invite lists tab, one list's header, whether a new list may take a name (checked as it is
 * typed; creating the list checks again under a lock), and the event's invitation emails.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema } from '../http/permissions';
import { listCommunications } from './communications';
import { GroupParamsSchema } from '../audiences/audience-list-schemas';
import { groupNameTaken } from '../audiences/group-lookup';
import { inviteListHeader, listInviteLists, requireInviteList } from './lists';
import { INVITE_LIST_REQUIREMENT } from './permission';
import {
  INVITE_LIST_API,
  InviteCommunicationsResponseSchema,
  InviteListSchema,
  InviteListsResponseSchema,
  ListNameAvailabilitySchema,
  ListNameQuerySchema,
  PEOPLE_MESSAGES,
} from '@console/people-contract';

export const inviteListListRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { access: eventAccess(INVITE_LIST_REQUIREMENT) };
    const tags = ['invite-lists'];

    app.get(
      INVITE_LIST_API.listsRoute,
      {
        config,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: InviteListsResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ inviteLists: await listInviteLists(db, request.params.eventId) }),
    );

    app.get(
      INVITE_LIST_API.nameAvailableRoute,
      {
        config,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: ListNameQuerySchema,
          response: { 200: ListNameAvailabilitySchema, ...errorResponses },
        },
      },
      async (request) => {
        const name = request.query.name.trim();
        const taken = name !== '' && (await groupNameTaken(db, request.params.eventId, name));
        return {
          available: !taken,
          message: taken ? PEOPLE_MESSAGES.audienceNameExists(name) : null,
        };
      },
    );

    app.get(
      INVITE_LIST_API.listRoute,
      {
        config,
        schema: {
          tags,
          params: GroupParamsSchema,
          response: { 200: InviteListSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { eventId, audienceGroupId } = request.params;
        return inviteListHeader(db, await requireInviteList(db, eventId, audienceGroupId));
      },
    );

    app.get(
      INVITE_LIST_API.communicationsRoute,
      {
        config,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: InviteCommunicationsResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        communications: await listCommunications(db, request.params.eventId),
      }),
    );
  };
