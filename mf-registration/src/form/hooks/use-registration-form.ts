/**
 * The form's fields and the event's flows, shared by the Form page and the Registration flows
 * page (both edit the same fields: decision 0035).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { registrationFormKeys } from '@console/registration-contract';
import { fetchFormFields, fetchFormFlows } from '../client/registration-form-client';

export const formFieldsQuery = (eventId: number) =>
  queryOptions({
    queryKey: registrationFormKeys.fields(eventId),
    queryFn: ({ signal }) => fetchFormFields(eventId, signal),
  });

export const formFlowsQuery = (eventId: number) =>
  queryOptions({
    queryKey: registrationFormKeys.flows(eventId),
    queryFn: ({ signal }) => fetchFormFlows(eventId, signal),
  });

/** The form's fields in order. */
export function useFormFields() {
  const { eventId } = useCurrentEvent();
  return useQuery(formFieldsQuery(eventId));
}

/** The event's flows, each with its fields. */
export function useFormFlows() {
  const { eventId } = useCurrentEvent();
  return useQuery(formFlowsQuery(eventId));
}
