/** Test data shaped like the invite-list API's answers. */
import {
  INVITE_CSV_COLUMNS,
  type AudienceGroup,
  type ImportStatus,
  type InviteCommunication,
  type Invitee,
  type InviteList,
} from '@console/people-contract';

export function inviteListGroup(
  audienceGroupId: number,
  name: string,
  noOfAudiences: number,
): AudienceGroup {
  return {
    audienceGroupId,
    name,
    description: null,
    audienceGroupType: 'INVITE_ONLY',
    isActive: true,
    noOfAudiences,
    noOfSubGroups: 0,
    subGroups: [],
  };
}

export const anInviteList = (overrides: Partial<InviteList> = {}): InviteList => ({
  audienceGroupId: 7,
  name: 'Partners',
  description: null,
  noOfInvitees: 1234,
  ...overrides,
});

let nextInviteeId = 1;
export function anInvitee(overrides: Partial<Invitee> = {}): Invitee {
  const id = nextInviteeId++;
  return {
    id,
    audienceGroupId: 7,
    firstName: 'Guest',
    lastName: String(id),
    email: `guest${id}@example.com`,
    phoneNumber: '',
    role: '',
    company: '',
    country: '',
    invitationStatus: 'AWAITING_RESPONSE',
    createdAt: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

export const COMMUNICATIONS: InviteCommunication[] = [
  { id: 11, name: 'Invitation', subject: 'You are invited' },
  { id: 12, name: 'Reminder', subject: 'Do not forget' },
];

export const anImportStatus = (overrides: Partial<ImportStatus> = {}): ImportStatus => ({
  jobId: 501,
  audienceGroupId: 7,
  s3FileUrl: 'invite-files://abc',
  jobStatus: 'IN_PROGRESS',
  totalRecordsCount: 100,
  succeedRecordsCount: 0,
  failedRecordsCount: 0,
  notReadRecordsCount: 0,
  logUrl: null,
  logNotice: null,
  error: null,
  canResume: false,
  ...overrides,
});

/** A CSV with the right header and these data lines. */
export const inviteCsv = (...lines: string[]): string =>
  [INVITE_CSV_COLUMNS.join(','), ...lines].join('\n');

export const csvFile = (content: string, name = 'guests.csv'): File =>
  new File([content], name, { type: 'text/csv' });
