export * from './schemas';
export * from './requests';
export * from './status-filter';
export * from './paths';
export * from './query-keys';
