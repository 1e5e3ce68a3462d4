/**
 * What the shell hands every remote. The shell renders <ShellContextProvider> around a
 * remote's page; the remote reads it only through the hooks below, never through globals.
 * `@console/shared` is a federation singleton, so shell and remotes share this context object.
 */
import { createContext, useContext, type ReactNode } from 'react';
import {
  hasAnyPermission,
  type Event,
  type EventAccess,
  type FeatureFlag,
  type FeatureFlags,
  type Permission,
  type PermissionRequirement,
  type User,
} from '@console/shared/contract';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  tone?: ToastTone;
  /** The spec's timers: 2000 or 5000 ms. */
  durationMs?: 2000 | 5000;
}

export interface Notifier {
  notify(message: string, options?: ToastOptions): void;
}

export interface RouteBuilder {
  /** `/{eventTypeSegment}/{eventId}`. */
  readonly eventBase: string;
  /** The absolute path of a catalogue route for the current event. */
  to(
    key: string,
    params?: Readonly<Record<string, string | number>>,
    query?: Readonly<Record<string, string | number | boolean | undefined>>,
  ): string;
}

export interface ShellContextValue {
  user: User;
  event: Event;
  access: EventAccess;
  flags: FeatureFlags;
  /** Write controls are disabled (not hidden) unless the user is an organizer of a non-canceled event. */
  readOnly: boolean;
  routes: RouteBuilder;
  notifier: Notifier;
}

const ShellContext = createContext<ShellContextValue | null>(null);

export function ShellContextProvider({
  value,
  children,
}: {
  value: ShellContextValue;
  children: ReactNode;
}) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShellContext(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value)
    throw new Error('useShellContext must be used inside the shell (or a dev host) context');
  return value;
}

export const useCurrentEvent = (): Event => useShellContext().event;
export const useCurrentUser = (): User => useShellContext().user;
export const useEventAccess = (): EventAccess => useShellContext().access;
export const useRouteBuilder = (): RouteBuilder => useShellContext().routes;
export const useNotifier = (): Notifier => useShellContext().notifier;
export const useReadOnly = (): boolean => useShellContext().readOnly;
export const useFeatureFlag = (flag: FeatureFlag): boolean => useShellContext().flags[flag];

export function usePermissions(): ReadonlySet<Permission> {
  return new Set(useShellContext().access.permissions);
}

export function useHasPermission(requirement: PermissionRequirement): boolean {
  return hasAnyPermission(useShellContext().access.permissions, requirement);
}
