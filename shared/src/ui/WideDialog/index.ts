export * from './WideDialog';
