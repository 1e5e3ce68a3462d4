/**
 * The big event's invite list and its invitees, inserted before the registrants: three in ten
 * are registrants (registrant emails spread over the whole event), written AWAITING_RESPONSE, and
 * the registrations' insert trigger marks those who registered REGISTERED and links them, as it
 * does for any writer; of the other guests one in five declined.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { inviteCommunications } from '../invite-lists/schema';
import type { BigEvent } from './event';
import { firstName, lastName, registrantEmail } from './people';
import { COMPANIES, percentile, textArray } from './plan';

const raw = (n: number) => sql.raw(String(Math.trunc(n)));
const JOB_TITLES = ['CTO', 'Engineer', 'Analyst', 'Partner manager', 'Editor', ''];
const COUNTRY_NAMES = ['United States', 'Germany', 'India', 'France', 'Japan', 'Brazil', 'Kenya'];

export async function insertInviteList(
  tx: Db,
  big: BigEvent,
  count: number,
  registrants: number,
): Promise<number> {
  const eventId = big.event.id;
  const [list] = await tx
    .insert(audienceGroups)
    .values({
      eventId,
      type: 'INVITE_ONLY',
      name: 'Partners and press',
      description: 'Invited partners, customers and journalists',
    })
    .returning({ id: audienceGroups.id });
  if (!list) throw new Error('invite list not created');
  await tx.insert(inviteCommunications).values({
    eventId,
    name: 'Invitation',
    subject: "You're invited to {event}",
    body: 'Hi {firstName},\n\nRegister with this email to claim your place at {event}.',
  });
  // Invitee j who is a registrant is registrant 1 + (j - 1) * stride: distinct, spread over all.
  const stride = Math.max(1, Math.floor(registrants / Math.max(1, count)));
  const j = sql`j`;
  const ri = sql`ri`;
  await tx.execute(sql`
    insert into invitees (audience_group_id, event_id, email, first_name, last_name, role, company,
      phone_number, country, invitation_status, created_at)
    select ${raw(list.id)}, ${raw(eventId)},
      case when registrant then ${registrantEmail(ri)} else 'guest' || j || '@invited.example.com' end,
      case when registrant then ${firstName(ri)} else ${firstName(sql`(j * 7)`)} end,
      case when registrant then ${lastName(ri)} else ${lastName(sql`(j * 13)`)} end,
      (${textArray(JOB_TITLES)})[1 + j % ${raw(JOB_TITLES.length)}],
      (${textArray(COMPANIES)})[1 + j % ${raw(COMPANIES.length)}],
      case when j % 3 = 0 then '+1415555' || (1000 + j % 9000) else '' end,
      (${textArray(COUNTRY_NAMES)})[1 + j % ${raw(COUNTRY_NAMES.length)}],
      case when not registrant and ${percentile(j, 20)} < 20 then 'DECLINED' else 'AWAITING_RESPONSE' end,
      ${big.event.startDateTime.toISOString()}::timestamptz - interval '100 days' + interval '90 days' * (j::float8 / ${raw(count)})
    from (
      select j, j % 10 < 3 and j <= ${raw(registrants)} as registrant, 1 + ((j - 1) * ${raw(stride)}) % ${raw(registrants)} as ri
      from generate_series(1, ${raw(count)}) as j
    ) picked`);
  return list.id;
}
