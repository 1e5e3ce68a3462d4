/**
 * The schedule feature of mf-event-setup (issue #43): an event's sessions by day in its time
 * zone, and the add and edit pages of a session (spec shell §6: event setup schedule write).
 */
export { SchedulePage } from './list/SchedulePage';
export { AddSessionPage, SessionPage } from './form/SessionPages';
