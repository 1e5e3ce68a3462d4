export * from './api-client';
export * from './shell-context';
export * from './remote-app';
export * from './query-keys';
export * from './use-job';
export * from './use-debounced-value';
export * from './use-url-search-update';
export * from './save-blob';
