export * from './schemas';
export * from './paths';
export * from './messages';
export * from './query-keys';
export * from './form-schemas';
