/** The invite-list endpoints, relative to /api: Fastify patterns (`*Route`) and builders. */
const base = (eventId: number) => `/events/${eventId}/invite-lists`;

export const INVITE_LIST_API = {
  listsRoute: '/events/:eventId/invite-lists',
  lists: base,
  listRoute: '/events/:eventId/invite-lists/:audienceGroupId',
  list: (eventId: number, audienceGroupId: number) => `${base(eventId)}/${audienceGroupId}`,
  inviteesRoute: '/events/:eventId/invite-lists/:audienceGroupId/invitees',
  invitees: (eventId: number, audienceGroupId: number) =>
    `${base(eventId)}/${audienceGroupId}/invitees`,
  inviteeByEmailRoute: '/events/:eventId/invite-lists/:audienceGroupId/invitees/by-email',
  inviteeByEmail: (eventId: number, audienceGroupId: number, email: string) =>
    `${base(eventId)}/${audienceGroupId}/invitees/by-email?email=${encodeURIComponent(email)}`,
  inviteeRoute: '/events/:eventId/invite-lists/:audienceGroupId/invitees/:inviteeId',
  invitee: (eventId: number, audienceGroupId: number, inviteeId: number) =>
    `${base(eventId)}/${audienceGroupId}/invitees/${inviteeId}`,
  declineRoute: '/events/:eventId/invite-lists/:audienceGroupId/invitees/:inviteeId/decline',
  decline: (eventId: number, audienceGroupId: number, inviteeId: number) =>
    `${base(eventId)}/${audienceGroupId}/invitees/${inviteeId}/decline`,
  csvRoute: '/events/:eventId/invite-lists/:audienceGroupId/invitees.csv',
  csv: (eventId: number, audienceGroupId: number) =>
    `${base(eventId)}/${audienceGroupId}/invitees.csv`,
  nameAvailableRoute: '/events/:eventId/invite-lists/name-available',
  nameAvailable: (eventId: number, name: string) =>
    `${base(eventId)}/name-available?name=${encodeURIComponent(name)}`,
  communicationsRoute: '/events/:eventId/invite-lists/communications',
  communications: (eventId: number) => `${base(eventId)}/communications`,
  filesRoute: '/events/:eventId/invite-lists/files',
  files: (eventId: number) => `${base(eventId)}/files`,
  fileRoute: '/events/:eventId/invite-lists/files/:token',
  importsRoute: '/events/:eventId/invite-lists/imports',
  imports: (eventId: number) => `${base(eventId)}/imports`,
  importStatus: (eventId: number, s3FileUrl: string) =>
    `${base(eventId)}/imports?s3FileUrl=${encodeURIComponent(s3FileUrl)}`,
  importResumeRoute: '/events/:eventId/invite-lists/imports/:jobId/resume',
  importResume: (eventId: number, jobId: number) => `${base(eventId)}/imports/${jobId}/resume`,
  importLogRoute: '/events/:eventId/invite-lists/imports/:jobId/failed-rows.csv',
  importLog: (eventId: number, jobId: number) =>
    `${base(eventId)}/imports/${jobId}/failed-rows.csv`,
} as const;

export const INVITE_LIST_CSV_FILE_NAME = 'invite-list.csv';
export const INVITE_LIST_TEMPLATE_FILE_NAME = 'invite-list-template.csv';
export const INVITE_IMPORT_LOG_FILE_NAME = 'invite-import-failed-rows.csv';
