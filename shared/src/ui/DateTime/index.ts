export * from './DateTime';
