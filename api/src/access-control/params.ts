/** Path and query params of the access control endpoints, on the platform's wire primitives. */
import { z } from 'zod';
import { IdParamSchema, textSchema } from '@console/shared/contract';
import { AccessSectionSchema } from '@console/access-control-contract';
import { EventParamsSchema } from '../http/permissions';

export const AccessGroupParamsSchema = EventParamsSchema.extend({ accessGroupId: IdParamSchema });
export const AudienceGroupParamsSchema = EventParamsSchema.extend({
  audienceGroupId: IdParamSchema,
});
export const RegistrationParamsSchema = EventParamsSchema.extend({
  registrationId: IdParamSchema,
});
export const SectionQuerySchema = z.object({ section: AccessSectionSchema });
export const PeopleQuerySchema = z.object({ q: textSchema(200).optional() });
