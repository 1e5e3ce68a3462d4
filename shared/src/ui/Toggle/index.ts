export * from './Toggle';
