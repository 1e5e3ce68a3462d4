/**
 * The integrations feature's contract: the organization's integrations and CRM connection
 * settings, the event's integrations, paths, query keys and messages. Compiled into the API and
 * mf-integrations; never provided through federation (docs/decisions/0010).
 */
export * from './messages';
export * from './paths';
export * from './query-keys';
export * from './schemas';
export * from './connection-form';
export * from './token-origin';
