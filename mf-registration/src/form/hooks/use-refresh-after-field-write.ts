/**
 * What a form field write changes beyond this page: the flows (they list their fields), the
 * custom groups' filter fields (a form field is a filter field: people contract), a registrant's
 * edit form (it asks the fields of its flow) and the abandoned registrations' details (their
 * answers are labelled with the form's labels). Approval details show the stored answers as they
 * are, without the form, so the approvals' queries are left alone.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { abandonedKeys, customGroupKeys, registrationKeys } from '@console/people-contract';
import { registrationFormKeys } from '@console/registration-contract';

export function useRefreshAfterFieldWrite() {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        registrationFormKeys.all(eventId),
        customGroupKeys.filterFields(eventId),
        registrationKeys.all(eventId),
        abandonedKeys.all(eventId),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
