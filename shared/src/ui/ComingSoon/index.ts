export * from './coming-soon-page';
