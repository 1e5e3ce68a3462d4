export * from './ActionBar';
