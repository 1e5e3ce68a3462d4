/**
 * The contract (@console/shared/contract) for the API's runtime code.
 * @console/shared has no "type": "module", so under tsx its TypeScript loads as CommonJS, and Node's
 * ESM named-export detection misses its `export *` re-exports ("does not provide an export named").
 * Requiring it returns the complete exports object; this module re-exports the values the API uses.
 * Types come straight from the package.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiRoot } from './paths';

export type * from '@console/shared/contract';

type Contract = typeof import('@console/shared/contract');
const contract = createRequire(path.join(apiRoot(), 'package.json'))('@console/shared/contract') as Contract;

export const {
  ApiErrorSchema,
  AudienceListResponseSchema,
  CONTRACT_VERSION,
  DashboardEventListSchema,
  ERROR_CODES,
  EVENT_ROLES,
  EventContextResponseSchema,
  FEATURE_FLAGS,
  LoginRequestSchema,
  MESSAGES,
  PERMISSIONS,
  READ_PERMISSIONS,
  SessionResponseSchema,
  hasAnyPermission,
} = contract;
