/**
 * The registration form endpoints (issue #42), one function per call. Paths come from the
 * contract's REGISTRATION_FORM_API; answers are validated with the contract's schemas.
 */
import { apiRequest, apiSend } from '@console/shared/react';
import {
  FormFieldListSchema,
  FormFieldSchema,
  REGISTRATION_FORM_API,
  RegistrationFormFlowListSchema,
  type CreateFormFieldRequest,
  type FormField,
  type RegistrationFormFlow,
  type UpdateFormFieldRequest,
} from '@console/registration-contract';

/** The form's fields in order, each with the flows that ask for it. */
export async function fetchFormFields(eventId: number, signal?: AbortSignal): Promise<FormField[]> {
  const list = await apiRequest(FormFieldListSchema, REGISTRATION_FORM_API.fields(eventId), {
    signal,
  });
  return list.fields;
}

/** The event's flows by id, each with the fields it asks for in form order. */
export async function fetchFormFlows(
  eventId: number,
  signal?: AbortSignal,
): Promise<RegistrationFormFlow[]> {
  const list = await apiRequest(
    RegistrationFormFlowListSchema,
    REGISTRATION_FORM_API.flows(eventId),
    { signal },
  );
  return list.flows;
}

export function createFormField(eventId: number, body: CreateFormFieldRequest): Promise<FormField> {
  return apiRequest(FormFieldSchema, REGISTRATION_FORM_API.fields(eventId), {
    method: 'POST',
    body,
  });
}

export function patchFormField(
  eventId: number,
  fieldId: number,
  body: UpdateFormFieldRequest,
): Promise<FormField> {
  return apiRequest(FormFieldSchema, REGISTRATION_FORM_API.field(eventId, fieldId), {
    method: 'PATCH',
    body,
  });
}

/** 204; a 409 names the custom groups or flows that still use the field. */
export function deleteFormField(eventId: number, fieldId: number): Promise<void> {
  return apiSend(REGISTRATION_FORM_API.field(eventId, fieldId), { method: 'DELETE' });
}
