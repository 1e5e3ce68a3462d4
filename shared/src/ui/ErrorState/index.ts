export * from './ErrorState';
export * from './error-text';
