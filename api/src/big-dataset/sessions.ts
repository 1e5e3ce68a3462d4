/**
 * The big event's 200 sessions (planned as the demo's, seed/sessions.ts: titles, stages, tags,
 * add-ons, slots in the event's time zone) and the audience groups mapped to them ("Add to
 * sessions"): the VIP flow's group to every keynote, the speakers to the workshops, each custom
 * group to about one session in twenty.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localDay } from '../events/time-zone';
import { planSessions } from '../seed/sessions';
import type { BigEvent } from './event';
import { FLOWS, SESSIONS } from './plan';

const STAGES = [
  { name: 'Main Stage', format: 'VIRTUAL' },
  { name: 'Product Stage', format: 'VIRTUAL' },
  { name: 'Engineering Stage', format: 'VIRTUAL' },
  { name: 'Data & AI Stage', format: 'VIRTUAL' },
  { name: 'Workshop Studio', format: 'VIRTUAL' },
  { name: 'Startup Stage', format: 'VIRTUAL' },
  { name: 'Leadership Stage', format: 'VIRTUAL' },
  { name: 'Community Lounge', format: 'VIRTUAL', evening: true },
] as const;

/** The sessions as planned (also the places of the session-view facts). */
export function plannedSessions(big: BigEvent) {
  const { event } = big;
  return planSessions(event, localDay(event.startDateTime, event.tz), {
    count: SESSIONS,
    days: 3,
    stages: STAGES,
  });
}

export const VIRTUAL_STAGES: readonly string[] = STAGES.map((stage) => stage.name);

export async function insertSessions(tx: Db, big: BigEvent): Promise<void> {
  await tx.execute(sql`
    insert into segments (event_id, title, stage_name, start_date_time, end_date_time, format, tags, add_ons)
    select r."eventId", r.title, r.stage,
      (r."firstDay"::date + r.day + make_interval(mins => r."startMinute")) at time zone r.tz,
      (r."firstDay"::date + r.day + make_interval(mins => r."startMinute" + r.minutes)) at time zone r.tz,
      r.format, r.tags, r."addOns"
    from json_to_recordset(${JSON.stringify(plannedSessions(big))}::json) as r(
      "eventId" int, tz text, "firstDay" text, day int, "startMinute" int, minutes int,
      title text, stage text, format text, tags text[], "addOns" text[])`);
}

/** Run after the custom groups exist. */
export async function mapGroupsToSessions(tx: Db, big: BigEvent): Promise<void> {
  const eventId = big.event.id;
  const vipFlow = String(big.flowIds[FLOWS.findIndex((f) => f.name === 'VIP registration')]);
  await tx.execute(sql`
    insert into audience_group_segments (audience_group_id, segment_id)
    select g.id, s.id from audience_groups g join segments s on s.event_id = g.event_id
    where g.event_id = ${eventId}::int and (
      (g.type = 'FLOW' and g.parent_group_id is null and g.group_key = ${vipFlow} and 'Keynote' = any(s.tags))
      or (g.type = 'ROLE' and g.group_key = 'SPEAKER' and 'Workshop' = any(s.tags))
      or (g.type = 'CUSTOM' and (g.id * 7 + s.id) % 20 = 0))`);
}
