/**
 * audience_kept_members (migration 0026): a group's registrants as its last keep found them, with
 * the columns the audience list orders and filters by, at the generation its cells row records as
 * members_generation. Kept at the current generation they must be the group's audience now; older
 * ones are stale by design (served as kept on a big event, flagged as updating: audience-read/freshness.ts).
 * Rows no cells row accounts for (none, or one that records no members) are a difference too. Each
 * group's rows and its audience are compared in one statement, with the generation read in it.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../db/client';
import { audienceWhere } from '../audience-read/query';
import { audienceGenerationOf } from '../audience-read/cell-snapshots';
import { membershipWhere } from '../audience-read/group-membership';
import { DerivedValuesSchema, type Difference } from './difference';
import type { DerivedFamily } from './family';
import { dropSnapshots, groupOrNull } from './audience-snapshots';

const TABLE = 'audience_kept_members';

const GroupRowSchema = z.object({
  group_id: z.coerce.number(),
  members_generation: z.coerce.number().nullable(),
  current: z.coerce.number(),
});

const MemberRowSchema = z.object({
  registration_id: z.coerce.number(),
  stored: DerivedValuesSchema.nullable(),
  recounted: DerivedValuesSchema.nullable(),
});

const toDifferences = (groupId: number, rows: unknown[]): Difference[] =>
  z
    .array(MemberRowSchema)
    .parse(rows)
    .map((row) => ({
      table: TABLE,
      key: { audience_group_id: groupId, registration_id: row.registration_id },
      stored: row.stored,
      recounted: row.recounted,
    }));

const keptColumns = (alias: string) =>
  sql`jsonb_build_object('registration_created_at', ${sql.identifier(alias)}.created_at,
    'role', ${sql.identifier(alias)}.role, 'ticket_type_id', ${sql.identifier(alias)}.ticket_type_id,
    'is_attended', ${sql.identifier(alias)}.is_attended)`;

/** Every kept row of a group whose kept members no cells row accounts for. */
const unaccounted = (db: Db, groupId: number) =>
  queryRows(
    db,
    sql`select k.registration_id, ${keptColumns('k')} as stored, null::jsonb as recounted
      from (select registration_id, registration_created_at as created_at, role, ticket_type_id,
          is_attended from audience_kept_members where audience_group_id = ${groupId}::int) as k
      order by k.registration_id`,
  );

/** The kept rows that differ from the group's audience, while they are kept at the current generation. */
async function differing(db: Db, eventId: number, groupId: number) {
  const group = await groupOrNull(db, eventId, groupId);
  if (group === null) return [];
  const where = audienceWhere(eventId, membershipWhere(group), {});
  return queryRows(
    db,
    sql`with state as (
        select members_generation = ${audienceGenerationOf(eventId)} as yes
        from audience_cell_counts where audience_group_id = ${groupId}::int
      ),
      kept as (
        select registration_id as id, registration_created_at as created_at, role, ticket_type_id,
          is_attended
        from audience_kept_members where audience_group_id = ${groupId}::int
      ),
      audience as (
        select registrations.id, registrations.created_at, registrations.role,
          registrations.ticket_type_id, registrations.is_attended
        from registrations where ${where}
      )
      select coalesce(kept.id, audience.id) as registration_id,
        case when kept.id is null then null else ${keptColumns('kept')} end as stored,
        case when audience.id is null then null else ${keptColumns('audience')} end as recounted
      from kept full join audience on audience.id = kept.id
      where coalesce((select yes from state), false)
        and (kept.created_at, kept.role, kept.ticket_type_id, kept.is_attended) is distinct from
          (audience.created_at, audience.role, audience.ticket_type_id, audience.is_attended)
      order by 1`,
  );
}

export const audienceKeptMembers: DerivedFamily = {
  table: TABLE,
  locks: [],
  async verify(db, eventId) {
    const groups = z.array(GroupRowSchema).parse(
      await queryRows(
        db,
        sql`select g.id as group_id, c.members_generation, ${audienceGenerationOf(eventId)} as current
          from audience_groups g left join audience_cell_counts c on c.audience_group_id = g.id
          where g.event_id = ${eventId}::int
            and (c.members_generation is not null
              or exists (select 1 from audience_kept_members k where k.audience_group_id = g.id))
          order by g.id`,
      ),
    );
    const found: Difference[] = [];
    for (const { group_id: groupId, members_generation: kept, current } of groups) {
      if (kept === null) found.push(...toDifferences(groupId, await unaccounted(db, groupId)));
      else if (kept === current)
        found.push(...toDifferences(groupId, await differing(db, eventId, groupId)));
    }
    return found;
  },
  repair: dropSnapshots,
};
