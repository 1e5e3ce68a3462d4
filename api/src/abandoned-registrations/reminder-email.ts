/**
 * The continue-registration link ({continueLink} of the reminder and approval emails): the
 * registration site's page of the flow, resuming the person's flow context. The site is not part
 * of this console; REGISTRATION_SITE_URL names it.
 */
import { sql, type SQL } from 'drizzle-orm';

export const REMINDER_TEMPLATE = 'ABANDONED_REGISTRATION_REMINDER';

export const REGISTRATION_SITE_URL = (
  process.env.REGISTRATION_SITE_URL ?? 'https://register.example.com'
).replace(/\/+$/, '');

/** `{site}/events/{eventId}/register/{flowId}?flowContextId={id}`, built in SQL from the row. */
export function continueLink(eventId: SQL, flowId: SQL, flowContextId: SQL): SQL {
  return sql`${REGISTRATION_SITE_URL}::text || '/events/' || ${eventId} || '/register/' || ${flowId} || '?flowContextId=' || ${flowContextId}`;
}

/** The same link in JavaScript (the preview). */
export function continueLinkText(eventId: number, flowId: number, flowContextId: string): string {
  return `${REGISTRATION_SITE_URL}/events/${eventId}/register/${flowId}?flowContextId=${flowContextId}`;
}
