/** Every table of the API: the core schema and the feature schemas (what Drizzle's `Db` type knows). */
export * from './schema';
export * from '../integrations/schema';
export * from '../approvals/schema';
export * from '../jobs/schema';
export * from '../email/schema';
export * from '../auth/schema';
export * from '../audiences/schema';
export * from '../sessions/schema';
export * from '../invite-lists/schema';
export * from '../custom-groups/schema';
export * from '../abandoned-registrations/schema';
export * from '../access-control/schema';
export * from '../analytics/schema';
export * from '../registration-form/schema';
export * from '../ticketing/schema';
export * from '../communication/schema';
export * from '../activity-log/schema';
