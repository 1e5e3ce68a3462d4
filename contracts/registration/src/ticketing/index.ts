/**
 * The ticketing feature (issue #42): ticket types and coupons an organizer lists, creates and
 * edits (REGISTRATION_TICKETING_WRITE). One folder for both: they share the Ticketing page of §6,
 * the `/ticketing/` paths, the key prefix and the date-window rule.
 */
export * from './limits';
export * from './messages';
export * from './sales-state';
export * from './schemas';
export * from './form-schemas';
export * from './paths';
export * from './query-keys';
