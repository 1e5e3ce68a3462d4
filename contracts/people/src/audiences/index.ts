export * from './schemas';
export * from './group-actions';
export * from './paths';
export * from './query-keys';
