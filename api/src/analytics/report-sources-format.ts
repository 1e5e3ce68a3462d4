/**
 * How report cells read: names joined, statuses and roles as words, money from cents, times in
 * the event's time zone with the zone named (abandoned-registrations' format), rates as percent.
 */
import type { ActivityKind } from '@console/analytics-contract';
import type { EventRole, RegistrationStatus } from '@console/shared/contract';
import { formatInZone } from '../abandoned-registrations/csv';

/** Rows per query when a source walks an index in keyset chunks. */
export const REPORT_CHUNK_ROWS = 1000;

/** One row of a report: its source's fields, each a cell. */
export type ReportRecord = Record<string, string | number | null>;

/** What a source needs to know about the event. */
export interface ReportEvent {
  id: number;
  organizationId: number;
  tz: string;
}

export const fullName = (firstName: string, lastName: string): string =>
  [firstName, lastName].filter(Boolean).join(' ');

const STATUS_WORDS: Record<RegistrationStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REGISTERED: 'Registered',
  REJECTED: 'Rejected',
};
export const statusWord = (status: RegistrationStatus): string => STATUS_WORDS[status];

const ROLE_WORDS: Record<EventRole, string> = {
  ATTENDEE: 'Attendee',
  ORGANIZER: 'Organizer',
  SPEAKER: 'Speaker',
  MODERATOR: 'Moderator',
  SPONSOR: 'Sponsor',
};
export const roleWord = (role: EventRole): string => ROLE_WORDS[role];

const ACTIVITY_WORDS: Record<ActivityKind, string> = {
  STAGE_VIEW: 'Stage view',
  SESSION_VIEW: 'Session view',
  ROOM_VISIT: 'Room visit',
  BOOTH_VISIT: 'Booth visit',
  CHECK_IN: 'Check-in',
  MEETING: 'Meeting',
  EMAIL_SENT: 'Sent',
  EMAIL_OPENED: 'Opened',
  EMAIL_CLICKED: 'Clicked',
  POINTS: 'Points',
};
export const activityWord = (kind: ActivityKind): string => ACTIVITY_WORDS[kind];

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** 4900 -> "49.00" (one currency per event; the CSV leaves the symbol to the reader). */
export const money = (cents: number): string => (cents / 100).toFixed(2);

/** "42.5%", or "" when there is nothing to divide by. */
export const percent = (part: number, whole: number): string =>
  whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '';

/** A time in the event's zone, zone named; "" when there is none. */
export const inZone = (at: Date | string | null, timeZone: string): string =>
  at === null ? '' : formatInZone(new Date(at).toISOString(), timeZone);
