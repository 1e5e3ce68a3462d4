/**
 * The list's selection (spec people §4): explicit rows, possibly from several pages, or "all":
 * every row of the current filter across pages, up to the moment the list was loaded. Delete and
 * reminder send the rows' ids or, for "all", the filter; the CSV sends the rows' ids or the filter.
 */
import { useState } from 'react';
import {
  ABANDONED_LIMITS,
  type AbandonedAction,
  type AbandonedListFilters,
  type AbandonedRegistration,
} from '@console/people-contract';

export type RowSelection =
  | { kind: 'rows'; rows: ReadonlyMap<number, AbandonedRegistration> }
  | { kind: 'all'; cutoff: string };

export const NO_SELECTION: RowSelection = { kind: 'rows', rows: new Map() };

export const rowKey = (row: Pick<AbandonedRegistration, 'flowContextMetadataId'>): number =>
  row.flowContextMetadataId;

export const isEmpty = (s: RowSelection): boolean => s.kind === 'rows' && s.rows.size === 0;

export const only = (row: AbandonedRegistration): RowSelection => ({
  kind: 'rows',
  rows: new Map([[rowKey(row), row]]),
});

/** How many rows the selection holds; "all" is the filter's total. */
export const selectedCount = (s: RowSelection, total: number): number =>
  s.kind === 'all' ? total : s.rows.size;

/** A different filter (search, flows, tickets) starts from nothing. */
export function useRowSelection(key: string) {
  const [state, setState] = useState<{ key: string; selection: RowSelection }>({
    key,
    selection: NO_SELECTION,
  });
  if (state.key !== key) setState({ key, selection: NO_SELECTION });
  const selection = state.key === key ? state.selection : NO_SELECTION;
  const setSelection = (next: RowSelection) => setState({ key, selection: next });
  return { selection, setSelection, clear: () => setSelection(NO_SELECTION) };
}

export function selectedKeysOnPage(
  selection: RowSelection,
  pageRows: readonly AbandonedRegistration[],
): Set<number> {
  if (selection.kind === 'all') return new Set(pageRows.map(rowKey));
  return new Set(pageRows.map(rowKey).filter((k) => selection.rows.has(k)));
}

/**
 * Applies the table's selection of the current page. Rows of other pages stay selected;
 * unticking a row while "all" is selected falls back to the rows of this page.
 */
export function applyPageSelection(
  selection: RowSelection,
  pageRows: readonly AbandonedRegistration[],
  keys: 'all' | ReadonlySet<number>,
): RowSelection {
  const chosen = keys === 'all' ? new Set(pageRows.map(rowKey)) : keys;
  if (selection.kind === 'all' && pageRows.every((r) => chosen.has(rowKey(r)))) return selection;
  const rows = new Map(selection.kind === 'rows' ? selection.rows : []);
  for (const row of pageRows) {
    if (chosen.has(rowKey(row))) rows.set(rowKey(row), row);
    else rows.delete(rowKey(row));
  }
  return { kind: 'rows', rows };
}

/** The delete and reminder payload: the ids, or (select-all) the filter up to its cutoff. */
export function actionPayload(
  selection: RowSelection,
  filters: AbandonedListFilters,
): AbandonedAction {
  if (selection.kind === 'rows') return { flowContextMetadataIds: [...selection.rows.keys()] };
  return {
    filter: {
      ...(filters.emailId.trim() ? { emailId: filters.emailId.trim() } : {}),
      ...(filters.flowIds.length > 0 ? { flowIds: [...filters.flowIds] } : {}),
      ...(filters.ticketTypeIds.length > 0 ? { ticketTypeIds: [...filters.ticketTypeIds] } : {}),
      createdUntil: selection.cutoff,
    },
  };
}

/** The CSV's rows: the selected ids, or null for the whole filter (nothing or all selected). */
export const csvIds = (selection: RowSelection): number[] | null =>
  selection.kind === 'rows' && selection.rows.size > 0 ? [...selection.rows.keys()] : null;

/** Whether the bulk actions and the CSV can take this selection (too many explicit ids). */
export function selectionLimits(selection: RowSelection): { actions: boolean; csv: boolean } {
  const n = selection.kind === 'rows' ? selection.rows.size : 0;
  return { actions: n > ABANDONED_LIMITS.maxSelectedIds, csv: n > ABANDONED_LIMITS.maxCsvIds };
}

/** What the selection bar says about a selection over the limits, or null. */
export function limitNote(
  limits: { actions: boolean; csv: boolean },
  words: { actions: string; csv: string },
): string | null {
  if (limits.actions) return words.actions;
  return limits.csv ? words.csv : null;
}
