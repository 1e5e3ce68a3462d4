/**
 * The explainer's calls: registrants by name or email, and one registrant's effective access with
 * who decides each item. Paths from the contract's ACCESS_API; answers validated with its schemas.
 */
import { apiRequest } from '@console/shared/react';
import {
  ACCESS_API,
  EffectiveAccessSchema,
  PersonSearchResultSchema,
  type EffectiveAccess,
  type PersonSearchResult,
} from '@console/access-control-contract';

export function fetchPeople(
  eventId: number,
  q: string,
  signal?: AbortSignal,
): Promise<PersonSearchResult> {
  return apiRequest(PersonSearchResultSchema, ACCESS_API.people(eventId), {
    query: { q },
    signal,
  });
}

export function fetchEffectiveAccess(
  eventId: number,
  registrationId: number,
  signal?: AbortSignal,
): Promise<EffectiveAccess> {
  return apiRequest(EffectiveAccessSchema, ACCESS_API.explain(eventId, registrationId), {
    signal,
  });
}
