/**
 * The activity log's page in mf-event-setup (issue #46): who changed what in the event, when, with
 * the values before and after, for anyone holding a write permission of the event.
 */
export { ActivityLogPage } from './page/ActivityLogPage';
