export * from './schemas';
export * from './group-actions';
export * from './form-schemas';
export * from './paths';
export * from './query-keys';
