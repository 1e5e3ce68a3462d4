export * from './DetailsList';
