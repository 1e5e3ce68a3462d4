/**
 * The list's selection (§4.2): explicit rows, possibly from several pages, or "all" — every
 * selectable row of the current filter across pages, up to the moment the list was loaded.
 */
import { useState } from 'react';
import type { ApprovalFilters } from '../client/approvals-client';
import { fullName } from '../format';
import {
  approvalRules,
  type ApprovalRequest,
  type ApprovalSelection,
} from '@console/approvals-contract';

export type RowSelection =
  { kind: 'rows'; rows: ReadonlyMap<string, ApprovalRequest> } | { kind: 'all'; cutoff: string };

export const NO_SELECTION: RowSelection = { kind: 'rows', rows: new Map() };

export const rowKey = (row: Pick<ApprovalRequest, 'flowContextId'>): string => row.flowContextId;

export const isEmpty = (s: RowSelection): boolean => s.kind === 'rows' && s.rows.size === 0;

/** A row checkbox's name: "Select Jane Doe (jane@x.com)", or "Select jane@x.com" without a name. */
export function selectionLabel(row: Pick<ApprovalRequest, 'firstName' | 'lastName' | 'email'>) {
  const name = fullName(row.firstName, row.lastName);
  return name ? `Select ${name} (${row.email})` : `Select ${row.email}`;
}

/** §4.1: why a row cannot be selected (its checkbox's description), or null when it can. */
export function unselectableReason(row: ApprovalRequest): string | null {
  if (approvalRules.isSelectable(row)) return null;
  return row.isTransactionInProgress
    ? 'Cannot be selected: a transaction is in progress'
    : 'Cannot be selected: registration completed';
}

/**
 * The selection of one filter: a different `filterKey` (tab, search, flow or ticket filter)
 * starts from nothing, so switching tabs or searching clears it.
 */
export function useRowSelection(filterKey: string) {
  const [state, setState] = useState<{ key: string; selection: RowSelection }>({
    key: filterKey,
    selection: NO_SELECTION,
  });
  if (state.key !== filterKey) setState({ key: filterKey, selection: NO_SELECTION });
  const selection = state.key === filterKey ? state.selection : NO_SELECTION;
  const setSelection = (next: RowSelection) => setState({ key: filterKey, selection: next });
  return { selection, setSelection, clear: () => setSelection(NO_SELECTION) };
}

/** The keys of `pageRows` that show as selected. */
export function selectedKeysOnPage(
  selection: RowSelection,
  pageRows: readonly ApprovalRequest[],
): Set<string> {
  const selectable = pageRows.filter(approvalRules.isSelectable);
  if (selection.kind === 'all') return new Set(selectable.map(rowKey));
  return new Set(selectable.map(rowKey).filter((k) => selection.rows.has(k)));
}

/**
 * Applies the table's selection of the current page. Rows of other pages stay selected;
 * unticking a row while "all" is selected falls back to the rows of this page.
 */
export function applyPageSelection(
  selection: RowSelection,
  pageRows: readonly ApprovalRequest[],
  keys: 'all' | ReadonlySet<string>,
): RowSelection {
  const selectable = pageRows.filter(approvalRules.isSelectable);
  const chosen = keys === 'all' ? new Set(selectable.map(rowKey)) : keys;
  if (selection.kind === 'all' && selectable.every((r) => chosen.has(rowKey(r)))) return selection;
  const rows = new Map(selection.kind === 'rows' ? selection.rows : []);
  for (const row of selectable) {
    if (chosen.has(rowKey(row))) rows.set(rowKey(row), row);
    else rows.delete(rowKey(row));
  }
  return { kind: 'rows', rows };
}

/** The request body of the confirmation and status-update calls for a selection. */
export function selectionPayload(
  selection: RowSelection,
  filters: ApprovalFilters,
  status: 'APPROVED' | 'REJECTED',
): ApprovalSelection {
  if (selection.kind === 'all') {
    return {
      status,
      selectedTab: filters.status,
      registrationIds: [],
      contextIds: [],
      updateByStatusFilter: true,
      updateByFlowFilter: filters.flowIds.length > 0,
      query: filters.query.trim() || undefined,
      flowIds: filters.flowIds.length > 0 ? [...filters.flowIds] : undefined,
      ticketTypeIds: filters.ticketTypeIds.length > 0 ? [...filters.ticketTypeIds] : undefined,
      approvalCutoff: selection.cutoff,
      skipValidationSteps: [],
    };
  }
  const rows = [...selection.rows.values()];
  return {
    status,
    selectedTab: filters.status,
    registrationIds: rows.map((r) => r.registrationId),
    contextIds: rows.map((r) => r.flowContextId),
    updateByStatusFilter: false,
    updateByFlowFilter: false,
    skipValidationSteps: [],
  };
}
