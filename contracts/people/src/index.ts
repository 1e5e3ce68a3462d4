/**
 * The People area's contract: one folder per feature (audiences, sessions, invite lists, and the
 * custom groups and abandoned registrations to come) with its wire schemas, API paths and query
 * keys, plus the area's messages and limits. Compiled into the API and into mf-people; never
 * provided through federation (docs/decisions/0010).
 */
export * from './audiences';
export * from './audience-list';
export * from './sessions';
export * from './invite-lists';
export * from './custom-groups';
export * from './registrations';
export * from './abandoned';
export * from './messages';
export * from './count-messages';
export * from './form-labels';
export * from './limits';
