export * from './TagList';
