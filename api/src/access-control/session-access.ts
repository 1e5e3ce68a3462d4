/**
 * The session access screen (spec people §2, §3 Session, §4): every session of the event with
 * the group's status in one section (base: GRANT / NO_GRANT; grant and revoked: GRANT or
 * REVOKED, i.e. not granted), where a derived group offers it, and whether it reached the group
 * through "Add to sessions" on its audience group (then granted and never changed here). Writes
 * follow the section rules of features (session-change.ts, shared with the impact preview), in
 * one transaction holding the group, with their activity log entry and impact (impact.ts, read
 * before the rows change).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  createResolver,
  type AccessSection,
  type SessionAccessList,
  type UpdateSessionAccessRequest,
} from '@console/access-control-contract';
import type { ActivityActor } from '../activity-log/record';
import type { Db } from '../db/client';
import {
  impactSummary,
  impactValues,
  recordAccessChange,
  sessionKey,
  storedValues,
} from './activity';
import { toAccessGroup } from './groups';
import { accessImpact, type ImpactEvent } from './impact';
import { groupSetup } from './mapping';
import { accessSessionMappings } from './schema';
import { assertSection } from './section-rules';
import { planSessionChange, withSessionChange } from './session-change';
import { intArray, wordArray } from './sql-arrays';
import { eventSessions, type SetupEvent } from './setup';

export async function listSessionAccess(
  db: Db,
  event: SetupEvent,
  accessGroupId: number,
  section: AccessSection,
): Promise<SessionAccessList> {
  const { group, setup } = await groupSetup(db, event, accessGroupId);
  assertSection(group, section);
  const resolver = createResolver(setup);
  const added = resolver.group(group.id)?.addedSessions ?? new Set<number>();
  const sessions = await eventSessions(db, event);
  return {
    group: toAccessGroup(group),
    sessions: sessions.map((session) => {
      const own = resolver.sessionStatus(group.id, session.segmentId);
      const derived = !group.isBaseGroup;
      return {
        segmentId: session.segmentId,
        title: session.title,
        startDateTime: session.startDateTime,
        endDateTime: session.endDateTime,
        stageName: session.stageName,
        tags: session.tags.map((name) => ({ name })),
        format: session.format,
        grantStatus:
          section === 'base' || own.status === 'GRANT' ? own.status : ('REVOKED' as const),
        isAccessGroupAddedInSegment: added.has(session.segmentId),
        showInGrant: derived && own.baseStatus !== 'GRANT',
        showInRevoke: derived && own.baseStatus === 'GRANT',
      };
    }),
  };
}

export async function updateSessionAccess(
  db: Db,
  event: ImpactEvent,
  accessGroupId: number,
  body: UpdateSessionAccessRequest,
  actor: ActivityActor,
): Promise<SessionAccessList> {
  await db.transaction(async (tx) => {
    const { group, all, setup } = await groupSetup(tx, event, accessGroupId, { lock: 'update' });
    const sessions = await eventSessions(tx, event);
    const { stores, clears } = planSessionChange({ ...setup, sessions }, group, body);
    const impact = await accessImpact(tx, event, group, all, (full) =>
      withSessionChange(full, group.id, { stores, clears }),
    );
    const m = accessSessionMappings;
    const changed = [...clears, ...stores.keys()];
    const before = await tx
      .select({ segmentId: m.segmentId, status: m.grantStatus })
      .from(m)
      .where(and(eq(m.accessGroupId, group.id), sql`${m.segmentId} = any(${intArray(changed)})`));
    if (clears.size > 0)
      await tx
        .delete(m)
        .where(
          and(eq(m.accessGroupId, group.id), sql`${m.segmentId} = any(${intArray([...clears])})`),
        );
    if (stores.size > 0)
      await tx.execute(sql`
        insert into ${m} (access_group_id, segment_id, grant_status)
        select ${group.id}::int, change.id, change.status
        from unnest(${intArray([...stores.keys()])}, ${wordArray([...stores.values()])}) as change(id, status)
        on conflict (access_group_id, segment_id) do update set grant_status = excluded.grant_status`);
    if (changed.length > 0)
      await recordAccessChange(tx, {
        eventId: event.id,
        actor,
        group,
        action: 'access.sessions.changed',
        summary: `Changed ${changed.length} ${changed.length === 1 ? 'session' : 'sessions'} in the ${body.section} section of ${group.name}${impactSummary(impact)}`,
        before: storedValues(
          changed.map(sessionKey),
          before.map((row) => ({ key: sessionKey(row.segmentId), status: row.status })),
        ),
        after: {
          ...storedValues(
            changed.map(sessionKey),
            [...stores].map(([segmentId, status]) => ({ key: sessionKey(segmentId), status })),
          ),
          ...impactValues(impact),
        },
      });
  });
  return listSessionAccess(db, event, accessGroupId, body.section);
}
