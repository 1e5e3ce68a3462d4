import { ApiError } from '@console/shared/react';
import { INTEGRATIONS_MESSAGES } from '@console/integrations-contract';

/**
 * The notice of a refused change: the API's own words for a refusal it explains (read-only
 * event, missing permission, bad input), the catalogue's retry message for anything else.
 */
export function failureText(error: unknown): string {
  const explained = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return explained ? error.message : INTEGRATIONS_MESSAGES.saveFailed;
}
