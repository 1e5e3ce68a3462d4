/**
 * The sessions endpoints' path params, built from the platform's wire primitives (ids within
 * int4), so a bad id is a 400 naming its field. The query and body schemas are the contract's
 * (@console/people-contract, sessions/requests.ts).
 */
import { IdParamSchema } from '@console/shared/contract';
import { EventParamsSchema } from '../http/permissions';

export const MappingParamsSchema = EventParamsSchema.extend({ audienceGroupId: IdParamSchema });
