export * from './schemas';
export * from './paths';
export * from './query-keys';
export * from './countries';
export * from './invitee-rules';
export * from './csv-rules';
export * from './form-schemas';
export * from './import-outcome';
