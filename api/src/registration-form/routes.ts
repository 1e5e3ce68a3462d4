/**
 * The registration form's endpoints (REGISTRATION_FORM_API): the event's flows with their fields,
 * the fields, and a field added, changed or deleted. The form is edited on the Form page of a
 * standard event (REGISTRATION_FORM_WRITE) and in the flow editor of a flex event
 * (REGISTRATION_FLOWS_WRITE), so either permission opens every endpoint (spec shell §6; decision
 * 0035). Writes are refused on a read-only event by the access hook.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  IdParamSchema,
  type PermissionRequirement,
} from '@console/shared/contract';
import type { Db } from '../db/client';
import { activityActor } from '../activity-log/record';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import {
  CreateFormFieldRequestSchema,
  FormFieldListSchema,
  FormFieldSchema,
  REGISTRATION_FORM_API,
  RegistrationFormFlowListSchema,
  UpdateFormFieldRequestSchema,
} from '@console/registration-contract';
import { loadFormFields, loadFormFlows } from './fields';
import { createFormField, deleteFormField, updateFormField } from './writes';

export const REGISTRATION_FORM_REQUIREMENT: PermissionRequirement = {
  anyOf: ['REGISTRATION_FORM_WRITE', 'REGISTRATION_FLOWS_WRITE'],
};

/**
 * The flows with their fields are read by the form's editors and by People > Attendees, which
 * asks a flow's questions when a registrant is added by hand (attendees write).
 */
const FLOWS_READ_REQUIREMENT: PermissionRequirement = {
  anyOf: [...REGISTRATION_FORM_REQUIREMENT.anyOf, 'PEOPLE_ATTENDEES_WRITE'],
};

const FieldParamsSchema = EventParamsSchema.extend({ fieldId: IdParamSchema });
const withConflict = { ...errorResponses, 409: ApiErrorSchema };

export const registrationFormRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(REGISTRATION_FORM_REQUIREMENT) } };
    const tags = ['registration-form'];

    app.get(
      REGISTRATION_FORM_API.flowsRoute,
      {
        config: { access: eventAccess(FLOWS_READ_REQUIREMENT) },
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: RegistrationFormFlowListSchema, ...errorResponses },
        },
      },
      async (request) => ({ flows: await loadFormFlows(db, grantedAccess(request).event.id) }),
    );

    app.get(
      REGISTRATION_FORM_API.fieldsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: FormFieldListSchema, ...errorResponses },
        },
      },
      async (request) => ({ fields: await loadFormFields(db, grantedAccess(request).event.id) }),
    );

    app.post(
      REGISTRATION_FORM_API.fieldsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: CreateFormFieldRequestSchema,
          response: { 201: FormFieldSchema, ...withConflict },
        },
      },
      async (request, reply) => {
        const field = await createFormField(
          db,
          grantedAccess(request).event.id,
          request.body,
          activityActor(request),
        );
        return reply.code(201).send(field);
      },
    );

    app.patch(
      REGISTRATION_FORM_API.fieldRoute,
      {
        ...guard,
        schema: {
          tags,
          params: FieldParamsSchema,
          body: UpdateFormFieldRequestSchema,
          response: { 200: FormFieldSchema, ...withConflict },
        },
      },
      async (request) =>
        updateFormField(
          db,
          grantedAccess(request).event.id,
          request.params.fieldId,
          request.body,
          activityActor(request),
        ),
    );

    app.delete(
      REGISTRATION_FORM_API.fieldRoute,
      {
        ...guard,
        schema: {
          tags,
          params: FieldParamsSchema,
          response: { 204: z.null(), ...withConflict },
        },
      },
      async (request, reply) => {
        await deleteFormField(
          db,
          grantedAccess(request).event.id,
          request.params.fieldId,
          activityActor(request),
        );
        return reply.code(204).send(null);
      },
    );
  };
