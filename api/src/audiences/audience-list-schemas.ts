/**
 * Path params of the endpoints on one audience group (audience list, group, session mapping,
 * invite list), on the platform's wire primitives (ids within int4): a bad id is a 400 naming the
 * field, never a 500. The query and body schemas are the contract's (@console/people-contract).
 */
import { IdParamSchema } from '@console/shared/contract';
import { EventParamsSchema } from '../http/permissions';

export const GroupParamsSchema = EventParamsSchema.extend({ audienceGroupId: IdParamSchema });
