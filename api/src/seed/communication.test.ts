/**
 * The demo shows the communication pages with data: the main event's automatic emails (the
 * defaults) and its saved templates, each of them a valid draft of the emails that can use it.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import {
  COMMUNICATION_API,
  EMAIL_DEFAULTS,
  EMAIL_KINDS,
  EventEmailListSchema,
  PLACEHOLDERS,
  placeholdersNotAllowed,
  SavedTemplateListSchema,
} from '@console/event-setup-contract';
import { events } from '../db/schema';
import { get, login } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { DEMO_SAVED_TEMPLATES } from './communication';
import { MAIN_EVENT_NAME } from './demo';
import { demoLogin } from './demo-logins';

describeApi(
  'demo seed: communication',
  nothingToPrepare,
  (s) => {
    it('gives the main event its default emails and its saved templates', async () => {
      const [main] = await s.db.select().from(events).where(eq(events.name, MAIN_EVENT_NAME));
      if (!main) throw new Error('main event missing');
      const { email, password } = demoLogin('organizer');
      const session = await login(s.app, email, password);
      const emails = EventEmailListSchema.parse(
        (await get(s.app, `/api${COMMUNICATION_API.emails(main.id)}`, session)).json(),
      ).emails;
      expect(emails.map((e) => [e.kind, e.enabled, e.subject])).toEqual(
        EMAIL_KINDS.map((kind) => [
          kind,
          EMAIL_DEFAULTS[kind].enabled,
          EMAIL_DEFAULTS[kind].subject,
        ]),
      );
      const templates = SavedTemplateListSchema.parse(
        (await get(s.app, `/api${COMMUNICATION_API.templates(main.id)}`, session)).json(),
      ).templates;
      expect(templates.map((t) => t.name)).toEqual(['Agenda announcement', 'Last call']);
      for (const t of DEMO_SAVED_TEMPLATES)
        expect(placeholdersNotAllowed(t.subject + t.body, PLACEHOLDERS)).toEqual([]);
    });
  },
  { template: 'demo' },
);
