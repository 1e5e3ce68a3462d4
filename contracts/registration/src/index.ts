/**
 * The registration area's contract: one folder per feature (the event dashboard, tickets,
 * coupons, flows and form fields) with its wire schemas, API paths, query keys and messages.
 * Compiled into the API and into mf-registration; never provided through federation
 * (docs/decisions/0010).
 */
export * from './dashboard';
export * from './form';
export * from './ticketing';
