export * from './schemas';
export * from './requests';
export * from './paths';
export * from './query-keys';
