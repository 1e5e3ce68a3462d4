/**
 * The screen's pending changes, held outside React state so that a toggle re-renders only what
 * reads them: the toggled row's cell, the tab counts and the footer, never the whole table
 * (2,000 sessions). Components subscribe with the hooks below (useSyncExternalStore).
 */
import { useCallback, useSyncExternalStore } from 'react';
import {
  NO_PENDING_CHANGES,
  pendingIndex,
  selectAllSessions,
  toggleSession,
  type AccessSection,
  type GrantStatus,
  type PendingRow,
  type PendingSessionChanges,
} from '@console/access-control-contract';

export class PendingStore {
  private changes: PendingSessionChanges = NO_PENDING_CHANGES;
  private index: ReadonlyMap<number, GrantStatus> = new Map();
  private readonly listeners = new Set<() => void>();

  constructor(readonly section: AccessSection) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly pending = (): PendingSessionChanges => this.changes;

  /** A row's status with the pending changes applied. */
  statusOf(row: PendingRow): GrantStatus {
    return this.index.get(row.segmentId) ?? row.grantStatus;
  }

  toggle(row: PendingRow): void {
    this.set(toggleSession(this.changes, row, this.section));
  }

  selectAll(rows: readonly PendingRow[]): void {
    this.set(selectAllSessions(this.changes, rows, this.section));
  }

  reset(): void {
    this.set(NO_PENDING_CHANGES);
  }

  private set(next: PendingSessionChanges): void {
    if (next === this.changes) return;
    this.changes = next;
    this.index = pendingIndex(next);
    this.listeners.forEach((listener) => listener());
  }
}

const none = () => NO_PENDING_CHANGES;

/** The pending changes; with `live` false, none (a reader that must not re-render on toggles). */
export function usePendingChanges(store: PendingStore, live = true): PendingSessionChanges {
  return useSyncExternalStore(store.subscribe, live ? store.pending : none);
}

/** Whether any change is pending: re-renders only when that flips. */
export function useHasPendingChanges(store: PendingStore): boolean {
  return useSyncExternalStore(store.subscribe, () => store.pending().length > 0);
}

/** One row's status with the pending changes applied: re-renders only when it changes. */
export function useRowStatus(store: PendingStore, row: PendingRow): GrantStatus {
  const read = useCallback(() => store.statusOf(row), [store, row]);
  return useSyncExternalStore(store.subscribe, read);
}
