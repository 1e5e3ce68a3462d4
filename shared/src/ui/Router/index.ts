export * from './KitRouterProvider';
