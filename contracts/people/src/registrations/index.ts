export * from './schemas';
export * from './paths';
