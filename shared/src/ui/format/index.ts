export * from './format-date-time';
export * from './format-number';
export * from './format-currency';
export * from './truncate-text';
