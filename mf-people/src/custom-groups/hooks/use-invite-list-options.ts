import { useInviteLists } from '../../invite-lists/hooks/use-invite-lists';

/** The event's invite lists, the data sources of the guest-list conditions. */
export function useInviteListOptions(): { audienceGroupId: number; name: string }[] {
  const lists = useInviteLists().data ?? [];
  return lists.map(({ audienceGroupId, name }) => ({ audienceGroupId, name }));
}
