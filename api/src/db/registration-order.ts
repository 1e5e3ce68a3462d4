/**
 * Registrations newest first, the id breaking ties, in exactly the order of
 * registrations_event_status_created_idx (keyset.ts's newestFirst).
 */
import { newestFirst } from './keyset';
import { registrations } from './schema';

export const REGISTRATIONS_NEWEST_FIRST = newestFirst(registrations);
