export * from './DateTimeField';
