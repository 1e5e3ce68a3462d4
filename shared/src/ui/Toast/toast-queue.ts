import type { Notifier, ToastOptions, ToastTone } from '@console/shared/react';

export const DEFAULT_TOAST_DURATION_MS = 5000;

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  durationMs: number;
}

type Listener = () => void;

/** The toasts on screen. Each one closes itself after its duration (spec: 2000 or 5000 ms). */
export class ToastQueue {
  private items: readonly ToastItem[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  add(message: string, options: ToastOptions = {}): number {
    const id = this.nextId++;
    const durationMs = options.durationMs ?? DEFAULT_TOAST_DURATION_MS;
    this.items = [...this.items, { id, message, tone: options.tone ?? 'info', durationMs }];
    this.timers.set(
      id,
      setTimeout(() => this.close(id), durationMs),
    );
    this.emit();
    return id;
  }

  close(id: number): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
    if (!this.items.some((t) => t.id === id)) return;
    this.items = this.items.filter((t) => t.id !== id);
    this.emit();
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.items = [];
    this.emit();
  }

  /** For useSyncExternalStore: the same array until something changes. */
  readonly getSnapshot = (): readonly ToastItem[] => this.items;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** One queue per console page, and the Notifier the shell (or dev host) hands the remotes. */
export function createToastQueue(): { queue: ToastQueue; notifier: Notifier } {
  const queue = new ToastQueue();
  const notifier: Notifier = {
    notify: (message, options) => {
      queue.add(message, options);
    },
  };
  return { queue, notifier };
}
