/** The invite-list endpoints' path and query inputs, from the platform's wire primitives. */
import { z } from 'zod';
import { IdParamSchema, textSchema } from '@console/shared/contract';
import { GroupParamsSchema } from '../audiences/audience-list-schemas';
import { EventParamsSchema } from '../http/permissions';
import { InviteesQuerySchema, PEOPLE_LIMITS } from '@console/people-contract';

export const InviteeParamsSchema = GroupParamsSchema.extend({ inviteeId: IdParamSchema });
export const FileParamsSchema = EventParamsSchema.extend({ token: textSchema(100) });
export const ImportJobParamsSchema = EventParamsSchema.extend({ jobId: IdParamSchema });
export const InviteeEmailQuerySchema = z.object({
  email: textSchema(PEOPLE_LIMITS.inviteeFieldMax).min(1),
});
export const InviteesCsvQuerySchema = InviteesQuerySchema.omit({ offset: true });
