/**
 * The panel's state: the draft being edited against the applied set, whether it changed
 * (Apply is disabled until it did, spec §5) and the errors shown once Apply found some.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  draftFromFilterSet,
  isSameFilter,
  toFilterSet,
  type FilterDraft,
  type FilterField,
  type FilterSet,
} from '@console/people-contract';
import { conditionErrors, type ConditionErrors } from './condition-errors';

export type DraftEdit = (update: (draft: FilterDraft) => FilterDraft) => void;

const NO_ERRORS: ReadonlyMap<string, ConditionErrors> = new Map();

export function useFilterDraft(
  applied: FilterSet | null,
  fields: readonly FilterField[],
  onDirtyChange?: (dirty: boolean) => void,
) {
  const base = useMemo(() => draftFromFilterSet(applied), [applied]);
  const [draft, setDraft] = useState(base);
  const [shownFor, setShownFor] = useState(base);
  const [showErrors, setShowErrors] = useState(false);
  /** Counts failed Apply presses, so the first error is focused after each. */
  const [failedApplies, setFailedApplies] = useState(0);

  // Another applied set (applied here, or loaded) replaces the draft, advanced mode staying on;
  // the same set again (a parent that rebuilds it on each render) keeps the edits.
  if (shownFor !== base) {
    setShownFor(base);
    if (!isSameFilter(shownFor, base)) {
      setDraft({ ...base, advanced: base.advanced || draft.advanced });
      setShowErrors(false);
    }
  }

  const dirty = !isSameFilter(draft, base);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current === dirty) return;
    reported.current = dirty;
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const errors = useMemo(
    () => (showErrors ? conditionErrors(draft, fields) : NO_ERRORS),
    [showErrors, draft, fields],
  );

  const edit: DraftEdit = useCallback((update) => setDraft(update), []);

  /** The wire set when the draft is complete and sound; otherwise shows the errors. */
  const apply = (): FilterSet | null => {
    if (conditionErrors(draft, fields).size > 0) {
      setShowErrors(true);
      setFailedApplies((n) => n + 1);
      return null;
    }
    setShowErrors(false);
    return toFilterSet(draft, fields, applied ?? undefined);
  };

  const reset = () => {
    setDraft(base);
    setShowErrors(false);
  };

  return { draft, edit, dirty, errors, failedApplies, apply, reset };
}
