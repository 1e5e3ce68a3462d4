/**
 * The event setup and communication area's contract: one folder per feature (the schedule, the
 * venue and engagement settings, the event's emails) with its wire schemas, API paths, query keys
 * and messages. Compiled into the API and into mf-event-setup; never provided through federation
 * (docs/decisions/0010).
 */
export * from './venue-settings';
export * from './schedule';
export * from './communication';
