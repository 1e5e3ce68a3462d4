/** A row's menu (spec people §2): Send reminder, Delete, View details, in this order. */
import type { MenuAction } from '@console/shared/ui/menu';

export type AbandonedRowAction = 'remind' | 'delete' | 'view';

export const ROW_ACTIONS: readonly MenuAction<AbandonedRowAction>[] = [
  { id: 'remind', label: 'Send reminder' },
  { id: 'delete', label: 'Delete', tone: 'danger' },
  { id: 'view', label: 'View details' },
];

/** On a read-only event the writes are shown disabled; viewing stays. */
export const rowActions = (readOnly: boolean): MenuAction<AbandonedRowAction>[] =>
  ROW_ACTIONS.map((a) => ({ ...a, isDisabled: readOnly && a.id !== 'view' }));
