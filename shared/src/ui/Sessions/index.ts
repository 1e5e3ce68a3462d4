export * from './day-labels';
export * from './session-columns';
export * from './SessionFilterBar';
