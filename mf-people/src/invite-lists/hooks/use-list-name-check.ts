import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent, useDebouncedValue } from '@console/shared/react';
import { fetchListNameAvailability } from '../client/invite-lists-client';
import { inviteListKeys, PEOPLE_LIMITS, PEOPLE_TIMINGS } from '@console/people-contract';

/** A name's availability, by the name as trimmed (the key the 409 of a create updates too). */
export const listNameQuery = (eventId: number, name: string) =>
  queryOptions({
    queryKey: inviteListKeys.nameAvailable(eventId, name),
    queryFn: ({ signal }) => fetchListNameAvailability(eventId, name, signal),
    staleTime: 30_000,
  });

/** A name worth asking about: the form's own rules (required, max 50) speak for the others. */
export const checkableListName = (name: string): string | null => {
  const trimmed = name.trim();
  return trimmed !== '' && trimmed.length <= PEOPLE_LIMITS.audienceNameMax ? trimmed : null;
};

/**
 * '{name} audience name already exists' for the name being typed, once it has rested for a
 * moment and the API says another group of the event has it; null otherwise (while typing, when
 * free, or when the check fails: creating the list checks again).
 */
export function useListNameCheck(name: string): string | null {
  const { eventId } = useCurrentEvent();
  const current = checkableListName(name);
  const settled = useDebouncedValue(current, PEOPLE_TIMINGS.listNameCheckDebounceMs);
  const check = useQuery({
    ...listNameQuery(eventId, settled ?? ''),
    enabled: settled !== null,
  });
  if (current === null || settled !== current || !check.data) return null;
  return check.data.message;
}
