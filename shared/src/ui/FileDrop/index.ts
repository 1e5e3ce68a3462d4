export * from './FileDrop';
