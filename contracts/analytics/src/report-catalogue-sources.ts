/**
 * Where a downloadable report's rows come from: a handful of sources the API streams from the
 * database, each with the fields a row has. A catalogue report is one source, its options (a
 * filter) and a choice of its fields as labelled columns, so 45 reports are not 45 queries.
 */
import type { EventRole, RegistrationStatus } from '@console/shared/contract';
import type { ActivityKind } from './activity';

export const REPORT_SOURCE_FIELDS = {
  /** One row per registration, newest first within each status. */
  registrations: [
    'registrationId',
    'firstName',
    'lastName',
    'email',
    'status',
    'role',
    'flow',
    'ticket',
    'tickets',
    'coupons',
    'attended',
    'registeredAt',
    'decidedBy',
    'decidedAt',
    'formAnswers',
  ],
  /** Registrations counted by one dimension. */
  registrationCounts: ['group', 'registrations', 'registered', 'attended'],
  /** One row per ticket type: price, capacity, completed registrations holding it. */
  ticketSales: ['ticket', 'price', 'capacity', 'sold', 'remaining', 'revenue'],
  /** One row per ticket line of a registration. */
  ticketLines: [
    'registrationId',
    'fullName',
    'email',
    'status',
    'ticket',
    'quantity',
    'unitPrice',
    'amount',
    'coupons',
    'registeredAt',
  ],
  /** One row per activity fact of one kind, in time order. */
  activity: ['fullName', 'email', 'place', 'occurredAt', 'quantity'],
  /** One row per registrant with facts of one kind: their totals. */
  activityByPerson: ['fullName', 'email', 'facts', 'quantity', 'places', 'firstAt', 'lastAt'],
  /** One row per place (stage, session, room, booth) of one kind, from the daily aggregates. */
  activityPlaces: ['place', 'days', 'facts', 'quantity', 'peakDailyPeople'],
  /** One row per kind, place and day, from the daily aggregates. */
  activityDaily: ['activity', 'place', 'day', 'facts', 'people', 'quantity'],
  /** One row per email: sends, opens, clicks and their rates. */
  emailSummary: ['emailName', 'sent', 'opened', 'clicked', 'openRate', 'clickRate'],
  /** The leaderboard by rank. */
  leaderboard: ['rank', 'fullName', 'email', 'points'],
  abandoned: ['fullName', 'email', 'flow', 'step', 'tickets', 'startedAt'],
  /** Every invitee of the event's invite lists. */
  invitees: ['list', 'firstName', 'lastName', 'email', 'company', 'status', 'ticket', 'invitedAt'],
  /** The event's sessions (segments) by start time. */
  sessions: ['title', 'stage', 'startsAt', 'endsAt', 'format', 'tags'],
} as const satisfies Record<string, readonly string[]>;

export type ReportSourceName = keyof typeof REPORT_SOURCE_FIELDS;
export type ReportField<N extends ReportSourceName> = (typeof REPORT_SOURCE_FIELDS)[N][number];

export const REGISTRATION_DIMENSIONS = ['status', 'flow', 'ticket', 'role'] as const;
export type RegistrationDimension = (typeof REGISTRATION_DIMENSIONS)[number];

/** Each source's options. */
interface SourceOptions {
  registrations: {
    statuses: readonly RegistrationStatus[];
    roles?: readonly EventRole[];
    /** Only those who attended (true) or did not (false). */
    attended?: boolean;
    /** Only holders of a paid ticket. */
    paidTicket?: boolean;
  };
  registrationCounts: { by: RegistrationDimension };
  ticketSales: Record<never, never>;
  ticketLines: Record<never, never>;
  activity: { kind: ActivityKind };
  activityByPerson: { kind: ActivityKind };
  activityPlaces: { kind: ActivityKind };
  activityDaily: { kinds: readonly ActivityKind[] };
  emailSummary: Record<never, never>;
  leaderboard: Record<never, never>;
  abandoned: Record<never, never>;
  invitees: Record<never, never>;
  sessions: Record<never, never>;
}

export type ReportSourceOf<N extends ReportSourceName> = { name: N } & SourceOptions[N];
export type ReportSource = { [N in ReportSourceName]: ReportSourceOf<N> }[ReportSourceName];

/** A column of a report: a field of its source and the CSV header. */
export interface ReportColumn<N extends ReportSourceName = ReportSourceName> {
  field: ReportField<N>;
  label: string;
}

/** A source with its columns, the columns' fields belonging to that source. */
export type ReportDefinition = {
  [N in ReportSourceName]: { source: ReportSourceOf<N>; columns: readonly ReportColumn<N>[] };
}[ReportSourceName];

/** Columns of one source from `[field, label]` pairs. */
export const columnsOf = <N extends ReportSourceName>(
  _source: N,
  ...columns: readonly (readonly [ReportField<N>, string])[]
): ReportColumn<N>[] => columns.map(([field, label]) => ({ field, label }));
