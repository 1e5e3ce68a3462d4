/**
 * The endpoints of adding and editing a registrant, one function per call: the registrations
 * (people contract's REGISTRATION_API) and the registration form's flows with their fields
 * (registration contract's REGISTRATION_FORM_API). Answers are validated with the contracts' schemas.
 */
import { apiRequest } from '@console/shared/react';
import {
  CreateRegistrationResponseSchema,
  RegistrantSchema,
  REGISTRATION_API,
  type CreateRegistrationRequest,
  type Registrant,
  type UpdateRegistrationRequest,
} from '@console/people-contract';
import {
  REGISTRATION_FORM_API,
  RegistrationFormFlowListSchema,
  type RegistrationFormFlow,
} from '@console/registration-contract';

export async function fetchRegistrationFlows(
  eventId: number,
  signal?: AbortSignal,
): Promise<RegistrationFormFlow[]> {
  const answer = await apiRequest(
    RegistrationFormFlowListSchema,
    REGISTRATION_FORM_API.flows(eventId),
    {
      signal,
    },
  );
  return answer.flows;
}

export function fetchRegistrant(
  eventId: number,
  registrationId: number,
  signal?: AbortSignal,
): Promise<Registrant> {
  return apiRequest(RegistrantSchema, REGISTRATION_API.registration(eventId, registrationId), {
    signal,
  });
}

export async function createRegistration(
  eventId: number,
  body: CreateRegistrationRequest,
): Promise<number> {
  const answer = await apiRequest(
    CreateRegistrationResponseSchema,
    REGISTRATION_API.create(eventId),
    {
      method: 'POST',
      body,
    },
  );
  return answer.registrationId;
}

/** Sends only what changed; answers the registrant as saved. */
export function updateRegistration(
  eventId: number,
  registrationId: number,
  body: UpdateRegistrationRequest,
): Promise<Registrant> {
  return apiRequest(RegistrantSchema, REGISTRATION_API.registration(eventId, registrationId), {
    method: 'PATCH',
    body,
  });
}
