/**
 * The approvals feature's contract: wire schemas, rules, API paths, query keys, messages and
 * limits. Compiled into the API and into mf-approvals; never provided through federation, so
 * the approvals team ships a change to it without a shell release (docs/decisions/0010).
 */
export * from './schemas';
export * from './rules';
export * from './paths';
export * from './query-keys';
export * from './messages';
export * from './limits';
