/**
 * The access control feature's contract: wire schemas, the feature catalogue, paths, query keys,
 * messages, the access rules (toggle transitions, session pending changes, the resolver) and the
 * forms' yup schemas.
 * Compiled into the API, mf-access-control and mf-people (the Access control tab); never provided
 * through federation (docs/decisions/0010).
 */
export * from './schemas';
export * from './catalogue';
export * from './messages';
export * from './paths';
export * from './query-keys';
export * from './session-limits';
export * from './session-pending';
export * from './in-effect';
export * from './toggle-rules';
export * from './switch-texts';
export * from './forced-inactive';
export * from './settings-route';
export * from './feature-tree';
export * from './explanations';
export * from './resolver';
export * from './group-mapping';
export * from './form-schemas';
