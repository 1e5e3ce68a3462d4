export * from './LeaveDialog';
