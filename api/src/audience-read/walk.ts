/**
 * How a page of an audience is read along a kept list instead of along the event's registrants:
 * the types that the audience list's query (query.ts) and the member snapshots
 * (member-snapshots.ts) share.
 */
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { NewestFirstColumns } from '../db/keyset';

/** A page of an audience: `limit` rows after the first `offset`. */
export interface AudiencePage {
  limit: number;
  offset: number;
}

/**
 * An audience walked along a kept list of its registrants in the audience list's order (newest
 * first, the id breaking ties) instead of along the event's: an invite list's registered invitees
 * (inviteeWalk) or a group's kept members (member-snapshots.ts). Where an audience is a small part of
 * the event, the event's walk passes many registrants per member.
 */
export interface AudienceWalk {
  /** The list's copy of the order: the keyset columns of the CSV's chunks. */
  order: NewestFirstColumns;
  /** The registration ids of `page` in that order, after `after` (a keyset condition on `order`). */
  ids: (page: AudiencePage, after?: SQL) => SQLWrapper;
}
