export * from './LoadingState';
