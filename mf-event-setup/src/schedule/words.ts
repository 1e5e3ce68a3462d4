/**
 * The schedule pages' own words. The spec names the pages only (issue #43, shell §2: Schedule,
 * add-session, session/{segmentId}), so these are the console's
 * (docs/decisions/0005-console-strings.md); validation and conflict messages are the contract's
 * (SCHEDULE_MESSAGES), as the API answers them.
 */
import { formatNumber } from '@console/shared/ui';
import type { ScheduleFormat } from '@console/event-setup-contract';

const sessions = (count: number) => (count === 1 ? '1 session' : `${formatNumber(count)} sessions`);

export const SCHEDULE_WORDS = {
  scheduleTitle: 'Schedule',
  addSession: 'Add session',
  editSession: 'Session',
  backToSchedule: 'Back to schedule',
  days: 'Days of the event',
  dayTab: (label: string, count: number) => `${label} (${formatNumber(count)})`,
  outsideEvent: 'outside the event',
  searchSessions: 'Search sessions by title',
  sessionsOfDay: (day: string) => `Sessions of ${day}`,
  loadingSchedule: 'Loading the schedule…',
  loadingSessions: 'Loading sessions…',
  loadingSession: 'Loading the session…',
  scheduleLoadFailed: 'The schedule could not be loaded',
  sessionsLoadFailed: 'The sessions could not be loaded',
  sessionLoadFailed: 'The session could not be loaded',
  noSessions: 'No sessions on this day',
  noSessionsHint: 'Add a session to put it on this day of the schedule.',
  noSessionsFound: (search: string) => `No sessions match “${search}” on this day`,
  noSessionsFoundHint: 'Check the title or clear the search.',
  sessionCount: sessions,
  // Columns.
  title: 'Title',
  stage: 'Stage or venue',
  time: (timeZone: string) => `Time (${timeZone})`,
  format: 'Format',
  tags: 'Tags',
  noTags: 'None',
  formats: { VIRTUAL: 'Virtual', IN_PERSON: 'In person' } satisfies Record<ScheduleFormat, string>,
  // The form.
  titleField: 'Title',
  stageField: 'Stage or venue',
  stageHint: 'The stage of a virtual session, or the venue (room, hall) of an in-person one.',
  starts: 'Starts',
  ends: 'Ends',
  eventTime: (timeZone: string, first: string, last: string) =>
    `Event time (${timeZone}); the event runs from ${first} to ${last}.`,
  formatField: 'Format',
  tagsField: 'Tags',
  tagsHint: 'Separate tags with commas, e.g. Keynote, AI.',
  addOnsField: 'Add-ons',
  addOnsHint: 'Separate add-ons with commas, e.g. Recording, Live captions.',
  usedBy: 'Used by',
  accessGroups: 'Access groups',
  audienceGroups: 'Audience groups (Add to sessions)',
  notUsed: 'No group uses this session yet.',
  andMore: (count: number) => `and ${formatNumber(count)} more`,
  grantStatus: { GRANT: 'granted', NO_GRANT: 'not granted', REVOKED: 'revoked' },
  save: 'Save',
  saving: 'Saving…',
  create: 'Add session',
  creating: 'Adding…',
  cancel: 'Cancel',
  delete: 'Delete session',
  deleting: 'Deleting…',
  sessionCreated: 'Session added.',
  sessionSaved: 'Session saved.',
  sessionDeleted: 'Session deleted.',
  readOnly: 'This event is read-only: you can see the schedule but not change it.',
  leaveTitle: 'Leave this page?',
  leaveMessage: 'Your changes are not saved. Leave the page and lose them?',
  // Confirmations.
  deleteTitle: 'Delete this session?',
  deleteMessage: 'The session is removed from the schedule. This cannot be undone.',
  deleteUsedMessage:
    'These groups use the session. Deleting it also removes it from their access settings and their sessions:',
  moveTitle: 'Move this session to another day?',
  moveUsedMessage:
    'These groups use the session. Moving it to another day changes the day they attend it on; check their day access afterwards:',
  move: 'Move session',
} as const;
