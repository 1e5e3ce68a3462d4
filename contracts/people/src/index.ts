/**
 * The People area's contract (audiences, and the invite lists, custom groups and abandoned
 * registrations to come): one folder per feature with its wire schemas, API paths and query
 * keys, plus the area's messages and limits. Compiled into the API and into mf-people; never
 * provided through federation (docs/decisions/0010).
 */
export * from './audiences';
export * from './messages';
export * from './limits';
