/**
 * The schedule (issue #43): an event's sessions by day in its time zone, created, edited and
 * deleted on the Schedule pages, with the groups that use a session named before it is deleted or
 * moved to another day.
 */
export * from './form-schemas';
export * from './labels';
export * from './limits';
export * from './messages';
export * from './paths';
export * from './query-keys';
export * from './schemas';
