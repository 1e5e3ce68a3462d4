export * from './PermissionDenied';
