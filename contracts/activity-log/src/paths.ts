/** The activity log's endpoints, relative to /api, in one place for the API and its client. */
export const ACTIVITY_LOG_API = {
  list: (eventId: number) => `/events/${eventId}/activity-log`,
  csv: (eventId: number) => `/events/${eventId}/activity-log/csv`,
  people: (eventId: number) => `/events/${eventId}/activity-log/people`,
  listRoute: '/events/:eventId/activity-log',
  csvRoute: '/events/:eventId/activity-log/csv',
  peopleRoute: '/events/:eventId/activity-log/people',
} as const;

/** The CSV download's file name. */
export const ACTIVITY_LOG_FILE_NAME = 'activity-log.csv';
