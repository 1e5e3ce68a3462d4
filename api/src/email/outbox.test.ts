/**
 * queueRegistrationEmails: one email per registration, whichever events they belong to, with the
 * registrant's first name and that event's name in the subject and body.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { asc, inArray } from 'drizzle-orm';
import { registrations } from '../db/schema';
import { buildFixture } from '../testing/fixture';
import { freshEvent } from '../testing/fresh-event';
import { describeApi } from '../testing/suite';
import { queueRegistrationEmails } from './outbox';
import { emailOutbox } from './schema';

describeApi('the outbox of registration emails', buildFixture, (s) => {
  it("writes one email per registration with its own event's name", async () => {
    const one = await freshEvent(s.db, s.fx, { name: 'Outbox One' });
    const two = await freshEvent(s.db, s.fx, { name: 'Outbox Two' });
    const rows = await s.db
      .insert(registrations)
      .values(
        [
          {
            eventId: one.event.id,
            flowId: one.flows.a.id,
            firstName: 'Ada',
            email: 'ada@test.dev',
          },
          { eventId: two.event.id, flowId: two.flows.a.id, firstName: 'Bo', email: 'bo@test.dev' },
          { eventId: one.event.id, flowId: one.flows.b.id, firstName: 'Cy', email: 'cy@test.dev' },
        ].map((r) => ({
          ...r,
          lastName: 'Mail',
          role: 'ATTENDEE' as const,
          status: 'PENDING' as const,
        })),
      )
      .returning({ id: registrations.id });

    await queueRegistrationEmails(
      s.db,
      'APPROVAL_APPROVED',
      rows.map((r) => r.id),
    );

    const mails = await s.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.eventId, [one.event.id, two.event.id]))
      .orderBy(asc(emailOutbox.id));
    expect(mails.map((m) => [m.eventId, m.to, m.subject, m.template])).toEqual([
      [
        one.event.id,
        'ada@test.dev',
        'Your registration request was approved: Outbox One',
        'APPROVAL_APPROVED',
      ],
      [
        two.event.id,
        'bo@test.dev',
        'Your registration request was approved: Outbox Two',
        'APPROVAL_APPROVED',
      ],
      [
        one.event.id,
        'cy@test.dev',
        'Your registration request was approved: Outbox One',
        'APPROVAL_APPROVED',
      ],
    ]);
    expect(mails[1]?.body).toBe(
      'Hi Bo,\n\nGood news: your request to attend Outbox Two was approved. Complete your registration to secure your place.',
    );
  });
});
