import type { SessionInfo } from '@console/shared/contract';
import { deviceName } from './device-name';

export interface SessionRow extends SessionInfo {
  /** The device in plain words, from the user agent. */
  device: string;
}

/** The sessions as the page lists them: this device first, then the most recently active. */
export function sessionRows(sessions: readonly SessionInfo[]): SessionRow[] {
  return sessions
    .map((session) => ({ ...session, device: deviceName(session.userAgent) }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt) ||
        b.sessionId - a.sessionId,
    );
}

/** The sessions "End all other sessions" ends. */
export function otherSessionIds(rows: readonly SessionRow[]): number[] {
  return rows.filter((row) => !row.current).map((row) => row.sessionId);
}
