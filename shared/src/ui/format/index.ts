export * from './format-date-time';
