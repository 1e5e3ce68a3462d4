export * from './schemas';
export * from './paths';
export * from './query-keys';
