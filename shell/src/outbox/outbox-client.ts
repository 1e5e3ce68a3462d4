/** The event's email outbox (path, page size and schema from the platform contract). */
import {
  OUTBOX_API,
  OUTBOX_PAGE_SIZE,
  OutboxListSchema,
  type OutboxList,
} from '@console/shared/contract';
import { apiRequest } from '@console/shared/react';

/** One page, newest first; `before` is the previous page's `nextBefore` (keyset). */
export function fetchOutboxPage(
  eventId: number,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<OutboxList> {
  return apiRequest(OutboxListSchema, OUTBOX_API.list(eventId), {
    query: { before, limit: OUTBOX_PAGE_SIZE },
    signal,
  });
}
