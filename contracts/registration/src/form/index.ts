export * from './field-rules';
export * from './form-schemas';
export * from './limits';
export * from './messages';
export * from './paths';
export * from './query-keys';
export * from './schemas';
