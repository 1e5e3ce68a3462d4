/**
 * The chosen sessions of Add to sessions: one set of ids across pages and filters. The table
 * only ever shows and changes the rows of its current page; rows elsewhere stay as they are.
 */
import type { SessionMappingUpdate } from '@console/people-contract';

export type ChosenSessions = ReadonlySet<number>;

/** The ids of `pageIds` that show as chosen. */
export function chosenOnPage(chosen: ChosenSessions, pageIds: readonly number[]): Set<number> {
  return new Set(pageIds.filter((id) => chosen.has(id)));
}

/** Applies the table's choice for the current page ('all': every row of the page). */
export function applyPageChoice(
  chosen: ChosenSessions,
  pageIds: readonly number[],
  keys: 'all' | ReadonlySet<number>,
): ChosenSessions {
  const next = new Set(chosen);
  for (const id of pageIds) {
    if (keys === 'all' || keys.has(id)) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The save's body: the whole chosen set, in ascending order. */
export function mappingUpdate(chosen: ChosenSessions): SessionMappingUpdate {
  return { segmentIds: [...chosen].sort((a, b) => a - b) };
}
