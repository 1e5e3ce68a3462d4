/**
 * When Create group / Update is disabled (spec people §5): a static group with no members chosen,
 * no filters and no chosen members, or an incomplete condition.
 */
import { hasFilters } from './filter-state';
import type { FilterSet, GroupUpdateType } from '@console/people-contract';

export interface SaveState {
  updateType: GroupUpdateType;
  applied: FilterSet | null;
  /** Every applied condition has its field, operator and value (isFilterComplete). */
  isFilterComplete: boolean;
  /** Rows chosen by id (static groups). */
  selectedCount: number;
  /** 'Select all attendees across pages' is on (static groups). */
  allSelected: boolean;
}

export type SaveBlock = 'incompleteCondition' | 'staticWithoutMembers' | 'nothingToSave';

export function saveBlock(state: SaveState): SaveBlock | null {
  const chosen = state.selectedCount > 0 || state.allSelected;
  if (!state.isFilterComplete) return 'incompleteCondition';
  if (state.updateType === 'STATIC' && !chosen) return 'staticWithoutMembers';
  if (!hasFilters(state.applied) && !chosen) return 'nothingToSave';
  return null;
}
