import type { QueryClient } from '@tanstack/react-query';
import { audienceKeys, audienceListKeys, inviteListKeys } from '@console/people-contract';

/**
 * After a rename or delete: the groups (audiences page, a list page's header), the invite lists
 * tab and pages, and the audience rows (their group chips) reload.
 */
export async function invalidateGroupQueries(queryClient: QueryClient, eventId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: audienceKeys.all(eventId) }),
    queryClient.invalidateQueries({ queryKey: inviteListKeys.all(eventId) }),
    queryClient.invalidateQueries({ queryKey: audienceListKeys.all(eventId) }),
  ]);
}
