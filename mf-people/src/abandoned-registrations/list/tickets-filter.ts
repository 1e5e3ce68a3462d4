import type { EventType } from '@console/shared/contract';

/** Spec people §2: the tickets filter is hidden when the event type is FIELD. */
export const showsTicketsFilter = (eventType: EventType): boolean => eventType !== 'FIELD';
