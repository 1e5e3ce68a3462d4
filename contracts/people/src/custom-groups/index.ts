export * from './filter-schemas';
export * from './operator-rules';
export * from './condition-values';
export * from './schemas';
export * from './paths';
export * from './query-keys';
export * from './filter-drafts';
export * from './form-schemas';
