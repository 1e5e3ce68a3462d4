/**
 * A static group's chosen members (spec people §4): rows chosen by registration id, possibly on
 * several pages, or every person of the filter ('Select all attendees across pages', sent as
 * isStaticGroupWithAllSelected). `allOf` keeps how many that was when it was chosen.
 */
export interface MemberSelection {
  ids: ReadonlySet<number>;
  /** All across pages are chosen: the audience count then; null: only `ids`. */
  allOf: number | null;
}

export const NO_MEMBERS: MemberSelection = { ids: new Set(), allOf: null };

export const selectAll = (total: number): MemberSelection => ({ ids: new Set(), allOf: total });

export const isAllSelected = (selection: MemberSelection): boolean => selection.allOf !== null;

/** The keys shown as selected on a page. */
export function selectedKeysOnPage(
  selection: MemberSelection,
  pageIds: readonly number[],
): Set<number> {
  return new Set(
    isAllSelected(selection) ? pageIds : pageIds.filter((id) => selection.ids.has(id)),
  );
}

/**
 * The table's selection of the current page applied: rows of other pages stay chosen; unticking
 * a row while all are selected falls back to the rows ticked on this page.
 */
export function applyPageSelection(
  selection: MemberSelection,
  pageIds: readonly number[],
  keys: 'all' | ReadonlySet<number>,
): MemberSelection {
  const ticked = keys === 'all' ? new Set(pageIds) : keys;
  if (isAllSelected(selection) && pageIds.every((id) => ticked.has(id))) return selection;
  const ids = new Set(isAllSelected(selection) ? [] : selection.ids);
  for (const id of pageIds) {
    if (ticked.has(id)) ids.add(id);
    else ids.delete(id);
  }
  return { ids, allOf: null };
}

/** How many people are chosen. */
export const chosenCount = (selection: MemberSelection): number =>
  selection.allOf ?? selection.ids.size;
