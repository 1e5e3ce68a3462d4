/**
 * The people of the log's person filter (issue #46): the distinct users who wrote entries the
 * reader may read, each with the name their latest such entry recorded. A DISTINCT would read
 * every entry of the event; this is a loose index scan (a recursive skip-scan) along
 * `(event_id, actor_user_id, occurred_at desc, id desc)`: one index descent per person to find
 * the next user id, one more for their latest name (in the index's NULLS order, NEWEST_FIRST).
 * Deleted users and the System (no user id) are left out: the filter asks for a user id.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_LOG_LIMITS,
  type ActivityArea,
  type ActivityLogPeople,
  type ActivityLogPerson,
} from '@console/activity-log-contract';
import { queryRows, type Db } from '../db/client';
import { logWhere, NEWEST_FIRST } from './queries';
import { activityLog as a } from './schema';

/** Names in the same order on both databases (their collations differ): the browser's order. */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export async function readLogPeople(
  db: Db,
  eventId: number,
  readable: readonly ActivityArea[],
): Promise<ActivityLogPeople> {
  const where: SQL = logWhere(eventId, readable, {});
  const people = await queryRows<ActivityLogPerson>(
    db,
    sql`with recursive actors (user_id) as (
          (select ${a.actorUserId} from ${a}
            where ${where} and ${a.actorUserId} is not null
            order by ${a.actorUserId} limit 1)
          union all
          select (select ${a.actorUserId} from ${a}
                   where ${where} and ${a.actorUserId} > actors.user_id
                   order by ${a.actorUserId} limit 1)
          from actors where actors.user_id is not null
        )
        select user_id as "userId",
          (select ${a.actorName} from ${a}
            where ${where} and ${a.actorUserId} = actors.user_id
            order by ${sql.join(NEWEST_FIRST, sql`, `)} limit 1) as "name"
        from actors where user_id is not null`,
  );
  const sorted = people.sort((x, y) => byName.compare(x.name, y.name) || x.userId - y.userId);
  return {
    people: sorted.slice(0, ACTIVITY_LOG_LIMITS.people),
    isTruncated: sorted.length > ACTIVITY_LOG_LIMITS.people,
  };
}
