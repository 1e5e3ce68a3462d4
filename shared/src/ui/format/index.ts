export * from './format-date-time';
export * from './format-number';
export * from './truncate-text';
