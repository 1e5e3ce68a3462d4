/**
 * The communication endpoints (issue #43), at the contract's COMMUNICATION_API paths under /api:
 * the event's automatic emails (list; PATCH of a switch or a text), a draft's preview (a POST that
 * only reads) and test send (queued to the current user), the Custom page's invitation emails,
 * the saved templates and the calendar invite setting. Each needs its page's permission (spec
 * shell §6, permission.ts); writes are refused on a read-only event by the access hook.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamSchema } from '@console/shared/contract';
import {
  CalendarInviteEditSchema,
  CalendarInviteSettingsSchema,
  COMMUNICATION_API as API,
  EmailDraftSchema,
  EmailKindSchema,
  EmailPreviewSchema,
  EventEmailEditSchema,
  EventEmailListSchema,
  EventEmailSchema,
  INVITATION_PLACEHOLDERS,
  InvitationEmailCreateSchema,
  InvitationEmailEditSchema,
  InvitationEmailListSchema,
  InvitationEmailSchema,
  KIND_PLACEHOLDERS,
  SavedTemplateCreateSchema,
  SavedTemplateEditSchema,
  SavedTemplateListSchema,
  SavedTemplateSchema,
  TestEmailSchema,
  type EmailKind,
} from '@console/event-setup-contract';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { activityActor } from '../activity-log/record';
import { eventAccess } from '../http/access';
import { currentAuth } from '../http/auth-hooks';
import { errorResponses, notFound } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import { recordDayWiseBlock } from './activity';
import { previewDraft, sendTestDraft } from './drafts';
import { editEventEmail, readEventEmails, requireKindText } from './event-emails';
import {
  createInvitationEmail,
  deleteInvitationEmail,
  editInvitationEmail,
  listInvitationEmails,
} from './invitation-emails';
import {
  CALENDAR_REQUIREMENT,
  CUSTOM_REQUIREMENT,
  STANDARD_REQUIREMENT,
  TEMPLATE_LIST_REQUIREMENT,
  TEMPLATES_REQUIREMENT,
} from './permission';
import { createTemplate, deleteTemplate, editTemplate, listTemplates } from './templates';

const KindParamsSchema = EventParamsSchema.extend({ kind: EmailKindSchema });
const InvitationParamsSchema = EventParamsSchema.extend({ communicationId: IdParamSchema });
const TemplateParamsSchema = EventParamsSchema.extend({ templateId: IdParamSchema });
const withConflict = { ...errorResponses, 409: ApiErrorSchema };

/** The outbox template name of a test send. */
const testTemplate = (kind: EmailKind) => `TEST_${kind}`;

export const communicationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['communication'];

    // The automatic emails (Communication > Standard).
    app.get(
      API.emailsRoute,
      {
        config: { access: eventAccess(STANDARD_REQUIREMENT) },
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: EventEmailListSchema, ...errorResponses },
        },
      },
      async (request) => ({ emails: await readEventEmails(db, request.params.eventId) }),
    );

    app.patch(
      API.emailRoute,
      {
        config: { access: eventAccess(STANDARD_REQUIREMENT) },
        schema: {
          tags,
          params: KindParamsSchema,
          body: EventEmailEditSchema,
          response: { 200: EventEmailSchema, ...errorResponses },
        },
      },
      async (request) =>
        editEventEmail(
          db,
          request.params.eventId,
          request.params.kind,
          request.body,
          activityActor(request),
        ),
    );

    app.post(
      API.emailPreviewRoute,
      {
        config: { access: eventAccess(STANDARD_REQUIREMENT, { isQuery: true }) },
        schema: {
          tags,
          params: KindParamsSchema,
          body: EmailDraftSchema,
          response: { 200: EmailPreviewSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { kind } = request.params;
        requireKindText(kind, request.body);
        return previewDraft(
          db,
          grantedAccess(request).event,
          KIND_PLACEHOLDERS[kind],
          request.body,
        );
      },
    );

    app.post(
      API.emailTestRoute,
      {
        config: { access: eventAccess(STANDARD_REQUIREMENT) },
        schema: {
          tags,
          params: KindParamsSchema,
          body: EmailDraftSchema,
          response: { 202: TestEmailSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { kind } = request.params;
        requireKindText(kind, request.body);
        const sent = await sendTestDraft(
          db,
          grantedAccess(request).event,
          KIND_PLACEHOLDERS[kind],
          request.body,
          currentAuth(request).user.email,
          testTemplate(kind),
        );
        return reply.code(202).send(sent);
      },
    );

    // The invitation emails (Communication > Custom).
    const custom = { config: { access: eventAccess(CUSTOM_REQUIREMENT) } };
    app.get(
      API.invitationEmailsRoute,
      {
        ...custom,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: InvitationEmailListSchema, ...errorResponses },
        },
      },
      async (request) => ({
        invitationEmails: await listInvitationEmails(db, request.params.eventId),
      }),
    );

    app.post(
      API.invitationEmailsRoute,
      {
        ...custom,
        schema: {
          tags,
          params: EventParamsSchema,
          body: InvitationEmailCreateSchema,
          response: { 201: InvitationEmailSchema, ...withConflict },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createInvitationEmail(
              db,
              request.params.eventId,
              request.body,
              activityActor(request),
            ),
          ),
    );

    app.post(
      API.invitationPreviewRoute,
      {
        config: { access: eventAccess(CUSTOM_REQUIREMENT, { isQuery: true }) },
        schema: {
          tags,
          params: EventParamsSchema,
          body: EmailDraftSchema,
          response: { 200: EmailPreviewSchema, ...errorResponses },
        },
      },
      async (request) => {
        requireKindText('INVITATION', request.body);
        return previewDraft(
          db,
          grantedAccess(request).event,
          INVITATION_PLACEHOLDERS,
          request.body,
        );
      },
    );

    app.post(
      API.invitationTestRoute,
      {
        ...custom,
        schema: {
          tags,
          params: EventParamsSchema,
          body: EmailDraftSchema,
          response: { 202: TestEmailSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        requireKindText('INVITATION', request.body);
        const sent = await sendTestDraft(
          db,
          grantedAccess(request).event,
          INVITATION_PLACEHOLDERS,
          request.body,
          currentAuth(request).user.email,
          testTemplate('INVITATION'),
        );
        return reply.code(202).send(sent);
      },
    );

    app.patch(
      API.invitationEmailRoute,
      {
        ...custom,
        schema: {
          tags,
          params: InvitationParamsSchema,
          body: InvitationEmailEditSchema,
          response: { 200: InvitationEmailSchema, ...withConflict },
        },
      },
      async (request) => {
        const { eventId, communicationId } = request.params;
        return editInvitationEmail(
          db,
          eventId,
          communicationId,
          request.body,
          activityActor(request),
        );
      },
    );

    app.delete(
      API.invitationEmailRoute,
      {
        ...custom,
        schema: {
          tags,
          params: InvitationParamsSchema,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { eventId, communicationId } = request.params;
        await deleteInvitationEmail(db, eventId, communicationId, activityActor(request));
        return reply.code(204).send(null);
      },
    );

    // Saved templates.
    const templates = { config: { access: eventAccess(TEMPLATES_REQUIREMENT) } };
    app.get(
      API.templatesRoute,
      {
        config: { access: eventAccess(TEMPLATE_LIST_REQUIREMENT) },
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: SavedTemplateListSchema, ...errorResponses },
        },
      },
      async (request) => ({ templates: await listTemplates(db, request.params.eventId) }),
    );

    app.post(
      API.templatesRoute,
      {
        ...templates,
        schema: {
          tags,
          params: EventParamsSchema,
          body: SavedTemplateCreateSchema,
          response: { 201: SavedTemplateSchema, ...withConflict },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createTemplate(db, request.params.eventId, request.body, activityActor(request)),
          ),
    );

    app.patch(
      API.templateRoute,
      {
        ...templates,
        schema: {
          tags,
          params: TemplateParamsSchema,
          body: SavedTemplateEditSchema,
          response: { 200: SavedTemplateSchema, ...withConflict },
        },
      },
      async (request) => {
        const { eventId, templateId } = request.params;
        return editTemplate(db, eventId, templateId, request.body, activityActor(request));
      },
    );

    app.delete(
      API.templateRoute,
      {
        ...templates,
        schema: {
          tags,
          params: TemplateParamsSchema,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { eventId, templateId } = request.params;
        await deleteTemplate(db, eventId, templateId, activityActor(request));
        return reply.code(204).send(null);
      },
    );

    // Calendar invites: the day-wise block custom groups read before saving.
    const calendar = { config: { access: eventAccess(CALENDAR_REQUIREMENT) } };
    app.get(
      API.calendarInvitesRoute,
      {
        ...calendar,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: CalendarInviteSettingsSchema, ...errorResponses },
        },
      },
      async (request) => ({ isDayWiseBlock: grantedAccess(request).event.isDayWiseBlock }),
    );

    app.put(
      API.calendarInvitesRoute,
      {
        ...calendar,
        schema: {
          tags,
          params: EventParamsSchema,
          body: CalendarInviteEditSchema,
          response: { 200: CalendarInviteSettingsSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { eventId } = request.params;
        return db.transaction(async (tx) => {
          const [before] = await tx
            .select({ isDayWiseBlock: events.isDayWiseBlock })
            .from(events)
            .where(eq(events.id, eventId))
            .for('no key update');
          const [row] = await tx
            .update(events)
            .set({ isDayWiseBlock: request.body.isDayWiseBlock })
            .where(eq(events.id, eventId))
            .returning({ isDayWiseBlock: events.isDayWiseBlock });
          if (!before || !row) throw notFound('Event');
          const write = { eventId, actor: activityActor(request) };
          await recordDayWiseBlock(tx, write, before.isDayWiseBlock, row.isDayWiseBlock);
          return row;
        });
      },
    );
  };
