/**
 * The downloadable reports (spec §2.10, §9), our choice of names and columns (the spec shows
 * none): 45 for virtual events; 14 for webinars; 13 for hybrid, in-person, field and side-field
 * events, whose organizers work on site (check-ins, sessions in rooms, tickets); and under
 * ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT a full registration report and a ticketing
 * report for all of them. Series, hubs and third-party events have no report downloads page
 * (the route catalogue offers analytics to standard events only), so no reports.
 */
import type { Event, FeatureFlag } from '@console/shared/contract';
import type { ActivityKind } from './activity';
import {
  columnsOf,
  type ReportDefinition,
  type ReportSourceName,
  type ReportSourceOf,
  type ReportColumn,
} from './report-catalogue-sources';
import type { ReportDownload } from './report-downloads';

export type CatalogueReport = ReportDownload & ReportDefinition;

export const REPORT_DOWNLOAD_FLAG: FeatureFlag =
  'ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT';

export interface ReportDownloadFlags {
  ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT: boolean;
}

function report<N extends ReportSourceName>(
  reportType: string,
  group: string,
  name: string,
  description: string,
  source: ReportSourceOf<N>,
  columns: readonly ReportColumn<N>[],
): CatalogueReport {
  return { reportType, group, name, description, source, columns } as CatalogueReport;
}

const REGISTRATION_COLUMNS = columnsOf(
  'registrations',
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['status', 'Status'],
  ['role', 'Role'],
  ['flow', 'Registration flow'],
  ['ticket', 'Ticket'],
  ['attended', 'Attended'],
  ['registeredAt', 'Registration date'],
);

const registrationList = (
  reportType: string,
  name: string,
  description: string,
  options: Omit<ReportSourceOf<'registrations'>, 'name'>,
  group = 'Registrations',
) =>
  report(
    reportType,
    group,
    name,
    description,
    { name: 'registrations', ...options },
    REGISTRATION_COLUMNS,
  );

const countsBy = (
  reportType: string,
  by: ReportSourceOf<'registrationCounts'>['by'],
  label: string,
) =>
  report(
    reportType,
    'Registrations',
    `Registrations by ${label.toLowerCase()}`,
    `How many registered, completed and attended, per ${label.toLowerCase()}.`,
    { name: 'registrationCounts', by },
    columnsOf(
      'registrationCounts',
      ['group', label],
      ['registrations', 'Registrations'],
      ['registered', 'Completed registrations'],
      ['attended', 'Attended'],
    ),
  );

interface ActivityWords {
  group: string;
  /** What a fact is about: Stage, Session, Room, Booth. */
  place: string;
  /** Its plural, lower case: stages. */
  places: string;
  /** A fact: View, Visit. */
  fact: string;
  /** The people: Viewers, Visitors. */
  people: string;
  /** Facts of this kind last minutes (attendance); others count 1 each. */
  minutes: boolean;
}

const minutesColumn = <N extends 'activityByPerson' | 'activityPlaces' | 'activityDaily'>(
  _source: N,
  w: ActivityWords,
) => (w.minutes ? [{ field: 'quantity', label: 'Minutes' } as ReportColumn<N>] : []);

const detail = (
  reportType: string,
  kind: ActivityKind,
  w: ActivityWords,
  name: string,
  description: string,
  labels: { at: string; quantity?: string },
) =>
  report(reportType, w.group, name, description, { name: 'activity', kind }, [
    ...columnsOf('activity', ['fullName', 'Name'], ['email', 'Email'], ['place', w.place]),
    ...columnsOf('activity', ['occurredAt', labels.at]),
    ...(labels.quantity ? columnsOf('activity', ['quantity', labels.quantity]) : []),
  ]);

const byPerson = (
  reportType: string,
  kind: ActivityKind,
  w: ActivityWords,
  name: string,
  withPlaces = true,
) =>
  report(
    reportType,
    w.group,
    name,
    `Per attendee: ${w.fact.toLowerCase()}s${w.minutes ? ', minutes' : ''}${withPlaces ? ` and how many ${w.places}` : ''}, first and last time.`,
    { name: 'activityByPerson', kind },
    [
      ...columnsOf(
        'activityByPerson',
        ['fullName', 'Name'],
        ['email', 'Email'],
        ['facts', `${w.fact}s`],
      ),
      ...minutesColumn('activityByPerson', w),
      ...(withPlaces ? columnsOf('activityByPerson', ['places', `${w.place}s`]) : []),
      ...columnsOf('activityByPerson', ['firstAt', 'First'], ['lastAt', 'Last']),
    ],
  );

const summary = (reportType: string, kind: ActivityKind, w: ActivityWords) =>
  report(
    reportType,
    w.group,
    `${w.place} summary`,
    `Per ${w.place.toLowerCase()}: ${w.fact.toLowerCase()}s${w.minutes ? ', minutes' : ''} and the busiest day's ${w.people.toLowerCase()}.`,
    { name: 'activityPlaces', kind },
    [
      ...columnsOf('activityPlaces', ['place', w.place], ['days', 'Days'], ['facts', `${w.fact}s`]),
      ...minutesColumn('activityPlaces', w),
      ...columnsOf('activityPlaces', ['peakDailyPeople', `Peak daily ${w.people.toLowerCase()}`]),
    ],
  );

const daily = (reportType: string, kind: ActivityKind, w: ActivityWords, name: string) =>
  report(
    reportType,
    w.group,
    name,
    `Per ${w.place.toLowerCase()} and day: ${w.fact.toLowerCase()}s and ${w.people.toLowerCase()}${w.minutes ? ', minutes' : ''}.`,
    { name: 'activityDaily', kinds: [kind] },
    [
      ...columnsOf(
        'activityDaily',
        ['day', 'Day'],
        ['place', w.place],
        ['facts', `${w.fact}s`],
        ['people', w.people],
      ),
      ...minutesColumn('activityDaily', w),
    ],
  );

/** Attendance detail, per attendee, per place and per day, for one kind of place. */
const attendance = (prefix: string, kind: ActivityKind, w: ActivityWords) => [
  detail(
    `${prefix}_ATTENDANCE`,
    kind,
    w,
    `${w.place} attendance`,
    `Every ${w.fact.toLowerCase()} of a ${w.place.toLowerCase()}: who, when and for how long.`,
    { at: 'Joined at', quantity: 'Minutes' },
  ),
  byPerson(`${prefix}_ATTENDANCE_BY_ATTENDEE`, kind, w, `${w.place} attendance by attendee`),
  summary(`${prefix}_SUMMARY`, kind, w),
  daily(`${prefix}_DAILY`, kind, w, `Daily ${w.place.toLowerCase()} attendance`),
];

const STAGE: ActivityWords = {
  group: 'Stages',
  place: 'Stage',
  places: 'stages',
  fact: 'View',
  people: 'Viewers',
  minutes: true,
};
const SESSION: ActivityWords = {
  group: 'Sessions',
  place: 'Session',
  places: 'sessions',
  fact: 'View',
  people: 'Viewers',
  minutes: true,
};
const ROOM: ActivityWords = {
  group: 'Rooms',
  place: 'Room',
  places: 'rooms',
  fact: 'Visit',
  people: 'Visitors',
  minutes: true,
};
const BOOTH: ActivityWords = {
  group: 'Booths',
  place: 'Booth',
  places: 'booths',
  fact: 'Visit',
  people: 'Visitors',
  minutes: true,
};
const MEETING: ActivityWords = {
  group: 'Networking',
  place: 'Meeting place',
  places: 'meeting places',
  fact: 'Meeting',
  people: 'Participants',
  minutes: false,
};
const EMAIL: ActivityWords = {
  group: 'Emails',
  place: 'Message',
  places: 'messages',
  fact: 'Event',
  people: 'Recipients',
  minutes: false,
};
const CHECK_IN: ActivityWords = {
  group: 'Check-ins',
  place: 'Location',
  places: 'locations',
  fact: 'Check-in',
  people: 'People',
  minutes: false,
};
const POINTS: ActivityWords = {
  group: 'Engagement',
  place: 'Earned for',
  places: 'activities',
  fact: 'Award',
  people: 'People',
  minutes: false,
};
const WEBINAR: ActivityWords = {
  group: 'Webinar',
  place: 'Webinar',
  places: 'webinars',
  fact: 'View',
  people: 'Viewers',
  minutes: true,
};

const REPORTS: readonly CatalogueReport[] = [
  registrationList(
    'ALL_REGISTRATIONS',
    'All registrations',
    'Everyone who registered or asked to, whatever their status.',
    { statuses: ['REGISTERED', 'APPROVED', 'PENDING', 'REJECTED'] },
  ),
  registrationList(
    'COMPLETED_REGISTRATIONS',
    'Completed registrations',
    'The audience: everyone whose registration is complete.',
    { statuses: ['REGISTERED'] },
  ),
  registrationList(
    'PENDING_REGISTRATIONS',
    'Pending approval',
    'Requests waiting for an approval decision.',
    { statuses: ['PENDING'] },
  ),
  registrationList(
    'APPROVED_REGISTRATIONS',
    'Approved, not yet registered',
    'Approved requests whose registration is not complete yet.',
    { statuses: ['APPROVED'] },
  ),
  registrationList(
    'REJECTED_REGISTRATIONS',
    'Rejected requests',
    'Registration requests that were rejected.',
    { statuses: ['REJECTED'] },
  ),
  report(
    'APPROVAL_DECISIONS',
    'Registrations',
    'Approval decisions',
    'Each request that was approved or rejected, who decided and when.',
    { name: 'registrations', statuses: ['REGISTERED', 'APPROVED', 'REJECTED'] },
    columnsOf(
      'registrations',
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Email'],
      ['flow', 'Registration flow'],
      ['ticket', 'Ticket'],
      ['status', 'Status'],
      ['decidedBy', 'Decided by'],
      ['decidedAt', 'Decided at'],
      ['registeredAt', 'Registration date'],
    ),
  ),
  countsBy('REGISTRATIONS_BY_STATUS', 'status', 'Status'),
  countsBy('REGISTRATIONS_BY_FLOW', 'flow', 'Registration flow'),
  countsBy('REGISTRATIONS_BY_TICKET', 'ticket', 'Ticket'),
  countsBy('REGISTRATIONS_BY_ROLE', 'role', 'Role'),
  report(
    'ABANDONED_REGISTRATIONS',
    'Registrations',
    'Abandoned registrations',
    'People who started registering and left, with the step they left at.',
    { name: 'abandoned' },
    columnsOf(
      'abandoned',
      ['fullName', 'Name'],
      ['email', 'Email'],
      ['flow', 'Registration flow'],
      ['step', 'Left at step'],
      ['tickets', 'Tickets chosen'],
      ['startedAt', 'Started at'],
    ),
  ),
  report(
    'INVITEES',
    'Registrations',
    'Invitees',
    'Everyone on the invite lists, with their invitation status.',
    { name: 'invitees' },
    columnsOf(
      'invitees',
      ['list', 'Invite list'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Email'],
      ['company', 'Company'],
      ['status', 'Invitation status'],
      ['ticket', 'Ticket'],
      ['invitedAt', 'Invited at'],
    ),
  ),
  registrationList(
    'SPEAKERS',
    'Speakers',
    'Registered speakers and moderators.',
    { statuses: ['REGISTERED'], roles: ['SPEAKER', 'MODERATOR'] },
    'People',
  ),
  registrationList(
    'SPONSORS',
    'Sponsors',
    'Registered sponsor representatives.',
    { statuses: ['REGISTERED'], roles: ['SPONSOR'] },
    'People',
  ),
  registrationList(
    'JOINED_ATTENDEES',
    'Attendees who joined',
    'Completed registrations who attended.',
    { statuses: ['REGISTERED'], attended: true },
    'People',
  ),
  registrationList(
    'NO_SHOWS',
    'No-shows',
    'Completed registrations who did not attend.',
    { statuses: ['REGISTERED'], attended: false },
    'People',
  ),
  report(
    'TICKETS_SOLD',
    'Tickets',
    'Tickets sold',
    'Per ticket type: price, capacity, sold, remaining and revenue.',
    { name: 'ticketSales' },
    columnsOf(
      'ticketSales',
      ['ticket', 'Ticket'],
      ['price', 'Price'],
      ['capacity', 'Capacity'],
      ['sold', 'Sold'],
      ['remaining', 'Remaining'],
      ['revenue', 'Revenue'],
    ),
  ),
  registrationList(
    'PAID_TICKET_HOLDERS',
    'Paid ticket holders',
    'Completed registrations holding a paid ticket.',
    { statuses: ['REGISTERED'], paidTicket: true },
    'Tickets',
  ),
  ...attendance('STAGE', 'STAGE_VIEW', STAGE),
  ...attendance('SESSION', 'SESSION_VIEW', SESSION),
  report(
    'SESSION_SCHEDULE',
    'Sessions',
    'Session schedule',
    'Every session with its stage, times, format and tags.',
    { name: 'sessions' },
    columnsOf(
      'sessions',
      ['title', 'Session'],
      ['stage', 'Stage'],
      ['startsAt', 'Starts at'],
      ['endsAt', 'Ends at'],
      ['format', 'Format'],
      ['tags', 'Tags'],
    ),
  ),
  ...attendance('ROOM', 'ROOM_VISIT', ROOM),
  ...attendance('BOOTH', 'BOOTH_VISIT', BOOTH),
  detail(
    'MEETINGS',
    'MEETING',
    MEETING,
    'Meetings',
    'Every networking meeting: who, where and when.',
    { at: 'Met at' },
  ),
  byPerson('MEETINGS_BY_ATTENDEE', 'MEETING', MEETING, 'Meetings by attendee'),
  daily('MEETINGS_DAILY', 'MEETING', MEETING, 'Daily meetings'),
  report(
    'EMAIL_SUMMARY',
    'Emails',
    'Email summary',
    'Per email: sends, opens, clicks, open rate and click rate.',
    { name: 'emailSummary' },
    columnsOf(
      'emailSummary',
      ['emailName', 'Email'],
      ['sent', 'Sent'],
      ['opened', 'Opened'],
      ['clicked', 'Clicked'],
      ['openRate', 'Open rate'],
      ['clickRate', 'Click rate'],
    ),
  ),
  detail('EMAIL_SENDS', 'EMAIL_SENT', EMAIL, 'Email sends', 'Every email sent: to whom and when.', {
    at: 'Sent at',
  }),
  detail(
    'EMAIL_OPENS',
    'EMAIL_OPENED',
    EMAIL,
    'Email opens',
    'Every email opened: by whom and when.',
    {
      at: 'Opened at',
    },
  ),
  detail(
    'EMAIL_CLICKS',
    'EMAIL_CLICKED',
    EMAIL,
    'Email clicks',
    'Every link clicked in an email: by whom and when.',
    { at: 'Clicked at' },
  ),
  report(
    'EMAIL_DAILY',
    'Emails',
    'Daily email activity',
    'Per email and day: sends, opens and clicks, and how many people.',
    { name: 'activityDaily', kinds: ['EMAIL_SENT', 'EMAIL_OPENED', 'EMAIL_CLICKED'] },
    columnsOf(
      'activityDaily',
      ['day', 'Day'],
      ['place', 'Email'],
      ['activity', 'Activity'],
      ['facts', 'Count'],
      ['people', 'People'],
    ),
  ),
  report(
    'LEADERBOARD',
    'Engagement',
    'Leaderboard',
    'Every attendee with points, by rank.',
    { name: 'leaderboard' },
    columnsOf(
      'leaderboard',
      ['rank', 'Rank'],
      ['fullName', 'Name'],
      ['email', 'Email'],
      ['points', 'Points'],
    ),
  ),
  detail(
    'POINTS_HISTORY',
    'POINTS',
    POINTS,
    'Points history',
    'Every award of points: to whom, for what and when.',
    { at: 'Earned at', quantity: 'Points' },
  ),
  detail('CHECK_INS', 'CHECK_IN', CHECK_IN, 'Check-ins', 'Every check-in: who, where and when.', {
    at: 'Checked in at',
  }),
  daily('CHECK_INS_DAILY', 'CHECK_IN', CHECK_IN, 'Daily check-ins'),
  detail(
    'WEBINAR_VIEWING',
    'STAGE_VIEW',
    WEBINAR,
    'Webinar viewing',
    'Every time someone watched the webinar: when and for how long.',
    { at: 'Joined at', quantity: 'Minutes' },
  ),
  byPerson('WEBINAR_WATCH_TIME', 'STAGE_VIEW', WEBINAR, 'Watch time by attendee', false),
  report(
    'REGISTRATION_REPORT',
    'Registrations',
    'Registration report',
    'Every registration with its tickets, coupons and form answers.',
    { name: 'registrations', statuses: ['REGISTERED', 'APPROVED', 'PENDING', 'REJECTED'] },
    columnsOf(
      'registrations',
      ['registrationId', 'Registration ID'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Email'],
      ['status', 'Status'],
      ['role', 'Role'],
      ['flow', 'Registration flow'],
      ['tickets', 'Tickets'],
      ['coupons', 'Coupons'],
      ['attended', 'Attended'],
      ['registeredAt', 'Registration date'],
      ['formAnswers', 'Form answers'],
    ),
  ),
  report(
    'TICKETING_REPORT',
    'Tickets',
    'Ticketing report',
    'Every ticket of every registration, with price, amount and coupons.',
    { name: 'ticketLines' },
    columnsOf(
      'ticketLines',
      ['registrationId', 'Registration ID'],
      ['fullName', 'Name'],
      ['email', 'Email'],
      ['status', 'Status'],
      ['ticket', 'Ticket'],
      ['quantity', 'Quantity'],
      ['unitPrice', 'Unit price'],
      ['amount', 'Amount'],
      ['coupons', 'Coupons'],
      ['registeredAt', 'Registration date'],
    ),
  ),
];

const BY_TYPE = new Map(REPORTS.map((r) => [r.reportType, r]));

const VIRTUAL_REPORTS = [
  'ALL_REGISTRATIONS',
  'COMPLETED_REGISTRATIONS',
  'PENDING_REGISTRATIONS',
  'APPROVED_REGISTRATIONS',
  'REJECTED_REGISTRATIONS',
  'APPROVAL_DECISIONS',
  'REGISTRATIONS_BY_STATUS',
  'REGISTRATIONS_BY_FLOW',
  'REGISTRATIONS_BY_TICKET',
  'REGISTRATIONS_BY_ROLE',
  'ABANDONED_REGISTRATIONS',
  'INVITEES',
  'SPEAKERS',
  'SPONSORS',
  'JOINED_ATTENDEES',
  'NO_SHOWS',
  'TICKETS_SOLD',
  'PAID_TICKET_HOLDERS',
  'STAGE_ATTENDANCE',
  'STAGE_ATTENDANCE_BY_ATTENDEE',
  'STAGE_SUMMARY',
  'STAGE_DAILY',
  'SESSION_ATTENDANCE',
  'SESSION_ATTENDANCE_BY_ATTENDEE',
  'SESSION_SUMMARY',
  'SESSION_DAILY',
  'SESSION_SCHEDULE',
  'ROOM_ATTENDANCE',
  'ROOM_ATTENDANCE_BY_ATTENDEE',
  'ROOM_SUMMARY',
  'ROOM_DAILY',
  'BOOTH_ATTENDANCE',
  'BOOTH_ATTENDANCE_BY_ATTENDEE',
  'BOOTH_SUMMARY',
  'BOOTH_DAILY',
  'MEETINGS',
  'MEETINGS_BY_ATTENDEE',
  'MEETINGS_DAILY',
  'EMAIL_SUMMARY',
  'EMAIL_SENDS',
  'EMAIL_OPENS',
  'EMAIL_CLICKS',
  'EMAIL_DAILY',
  'LEADERBOARD',
  'POINTS_HISTORY',
];

/** Hybrid, in-person, field and side-field events: the on-site organizer's reports. */
const ON_SITE_REPORTS = [
  'ALL_REGISTRATIONS',
  'COMPLETED_REGISTRATIONS',
  'REGISTRATIONS_BY_TICKET',
  'APPROVAL_DECISIONS',
  'ABANDONED_REGISTRATIONS',
  'INVITEES',
  'TICKETS_SOLD',
  'CHECK_INS',
  'CHECK_INS_DAILY',
  'NO_SHOWS',
  'SESSION_ATTENDANCE',
  'SESSION_SUMMARY',
  'EMAIL_SUMMARY',
];

const WEBINAR_REPORTS = [
  'ALL_REGISTRATIONS',
  'COMPLETED_REGISTRATIONS',
  'REGISTRATIONS_BY_STATUS',
  'APPROVAL_DECISIONS',
  'ABANDONED_REGISTRATIONS',
  'INVITEES',
  'JOINED_ATTENDEES',
  'NO_SHOWS',
  'WEBINAR_VIEWING',
  'WEBINAR_WATCH_TIME',
  'EMAIL_SUMMARY',
  'EMAIL_SENDS',
  'EMAIL_OPENS',
  'EMAIL_CLICKS',
];

/** Only under ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT (spec §6). */
export const FLAGGED_REPORT_TYPES = ['REGISTRATION_REPORT', 'TICKETING_REPORT'] as const;

function formatReportTypes(event: Pick<Event, 'type' | 'eventFormat'>): readonly string[] {
  switch (event.type) {
    case 'WEBINAR':
      return WEBINAR_REPORTS;
    case 'FIELD':
    case 'SIDE_FIELD':
      return ON_SITE_REPORTS;
    case 'EVENT':
      return event.eventFormat === 'VIRTUAL' ? VIRTUAL_REPORTS : ON_SITE_REPORTS;
    default:
      return [];
  }
}

const catalogueEntry = (reportType: string): CatalogueReport => {
  const entry = BY_TYPE.get(reportType);
  if (!entry) throw new Error(`report ${reportType} is not in the catalogue`);
  return entry;
};

/** The reports of an event, in the order the page lists them. */
export function reportDownloadsFor(
  event: Pick<Event, 'type' | 'eventFormat'>,
  flags: ReportDownloadFlags,
): CatalogueReport[] {
  const types = formatReportTypes(event);
  const flagged =
    types.length > 0 && flags.ENABLE_DOWNLOAD_REGISTRATION_AND_TICKETING_REPORT
      ? FLAGGED_REPORT_TYPES
      : [];
  return [...types, ...flagged].map(catalogueEntry);
}

/** Every report of the catalogue, whichever event it belongs to. */
export const ALL_CATALOGUE_REPORTS: readonly CatalogueReport[] = REPORTS;

/** A catalogue report as the list sends it (without its source and columns). */
export const toReportDownload = (entry: CatalogueReport): ReportDownload => ({
  reportType: entry.reportType,
  name: entry.name,
  description: entry.description,
  group: entry.group,
});

/** ALL_REGISTRATIONS -> all-registrations.csv */
export const reportFileName = (reportType: string): string =>
  `${reportType.toLowerCase().replaceAll('_', '-')}.csv`;

/** A custom report's file: its name in lower case, runs of anything else as one dash. */
export const customReportFileName = (name: string): string =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'custom-report'
  }.csv`;

export const LEADERBOARD_CSV_FILE = 'leaderboard.csv';
