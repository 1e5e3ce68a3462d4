/** The event the remote's tests run in (New York time) and the ticket group the screens look at. */
import type { AccessGroup } from '@console/access-control-contract';

export const EVENT_ID = 42;
export const TIME_ZONE = 'America/New_York';

/** A derived ticket group on the Attendees base group (id 1). */
export const VIP_TICKET: AccessGroup = {
  groupId: 5,
  groupName: 'VIP ticket',
  groupType: 'TICKET',
  isBaseGroup: false,
  baseAccessGroupId: 1,
  audienceGroupId: 30,
};
