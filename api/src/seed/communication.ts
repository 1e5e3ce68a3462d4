/**
 * Communication demo data: the demo events keep the default automatic emails (a kind without a
 * row is its default), and the main event has saved templates to start a draft from.
 */
import type { Db } from '../db/client';
import { emailTemplates } from '../communication/schema';

export const DEMO_SAVED_TEMPLATES = [
  {
    name: 'Last call',
    subject: 'Last call: {event} starts soon',
    body: 'Hi {firstName},\n\n{event} starts in a few days and seats are going fast. Finish your registration here:\n\n{continueLink}\n\nSee you there!',
  },
  {
    name: 'Agenda announcement',
    subject: 'The agenda of {event} is out',
    body: 'Hi {firstName},\n\nThe full agenda of {event} is now online: keynotes, workshops and networking sessions. Build your own schedule before the best sessions fill up.',
  },
] as const;

export async function seedCommunication(db: Db, spec: { mainEventId: number }): Promise<void> {
  await db
    .insert(emailTemplates)
    .values(DEMO_SAVED_TEMPLATES.map((template) => ({ eventId: spec.mainEventId, ...template })));
}
