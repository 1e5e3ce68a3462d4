import { InviteListsTab } from '../invite-lists/tab/InviteListsTab';

/** The Invite list tab of the audiences page: the invite-lists feature renders it. */
export function InviteListTab() {
  return <InviteListsTab />;
}
