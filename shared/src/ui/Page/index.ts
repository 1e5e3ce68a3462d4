export * from './Page';
