/**
 * The activity log's contract (issue #46): who changed what in an event, when, with the values
 * before and after. Compiled into the API and the remote that shows the log; never provided
 * through federation (docs/decisions/0010, 0049).
 */
export * from './areas';
export * from './schemas';
export * from './paths';
export * from './query-keys';
export * from './messages';
export * from './limits';
