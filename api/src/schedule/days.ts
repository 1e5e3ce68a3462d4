/**
 * The schedule's day tabs: every day of the event in its time zone with how many sessions start
 * on it, and any other day a session starts on (a session kept from before the event's dates were
 * moved), so that every session can be reached. One grouped read over the event's sessions on the
 * (event, start) index.
 */
import { sql } from 'drizzle-orm';
import type { ScheduleDays } from '@console/event-setup-contract';
import { eventDays } from '../access-control/event-days';
import { queryRows, type Db } from '../db/client';
import type { EventRow } from '../events/access';
import { segments } from '../sessions/schema';
import type { ScheduleEventBounds } from './schedule-event';

export async function scheduleDays(
  db: Db,
  event: EventRow,
  bounds: ScheduleEventBounds,
): Promise<ScheduleDays> {
  const s = segments;
  const counted = await queryRows<{ day: string; n: number }>(
    db,
    sql`select to_char(${s.startDateTime} at time zone ${event.tz}::text, 'YYYY-MM-DD') as day,
          count(*)::int as n
        from ${s} where ${s.eventId} = ${event.id}::int group by 1`,
  );
  const counts = new Map(counted.map((row) => [row.day, Number(row.n)]));
  const inEvent = new Set(eventDays(event));
  const days = [...new Set([...inEvent, ...counts.keys()])].sort();
  return {
    timeZone: bounds.timeZone,
    firstDay: bounds.firstDay,
    lastDay: bounds.lastDay,
    startsFrom: bounds.startsFrom.toISOString(),
    endsBy: bounds.endsBy.toISOString(),
    days: days.map((day) => ({
      day,
      sessionCount: counts.get(day) ?? 0,
      inEvent: inEvent.has(day),
    })),
    sessionTotal: [...counts.values()].reduce((sum, n) => sum + n, 0),
  };
}
