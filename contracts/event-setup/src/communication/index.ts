/**
 * The event's emails (issue #43): the automatic emails (registration confirmation, approval,
 * rejection, standard invitation, registration reminder) with their switch, text and placeholders,
 * previews and test sends of a draft, saved templates, the invitation emails of the Custom page and
 * the calendar invite setting custom groups read.
 */
export * from './checks';
export * from './form-schemas';
export * from './kinds';
export * from './labels';
export * from './limits';
export * from './messages';
export * from './paths';
export * from './placeholders';
export * from './query-keys';
export * from './schemas';
