/** Database rows to the contract's wire shapes. */
import type { Event } from '@console/shared/contract';
import type { EventRow } from './access';

export function toWireEvent(row: EventRow): Event {
  return {
    eventId: row.id,
    organizationId: row.organizationId,
    name: row.name,
    type: row.type,
    eventFormat: row.eventFormat,
    status: row.status,
    startDateTime: row.startDateTime.toISOString(),
    endDateTime: row.endDateTime.toISOString(),
    tz: row.tz,
    createdAt: row.createdAt.toISOString(),
    seriesParentEventId: row.seriesParentEventId,
    sideEventParentId: row.sideEventParentId,
    hubId: row.hubId,
    isFlex: row.isFlex,
    enableLeaderboard: row.enableLeaderboard,
  };
}
