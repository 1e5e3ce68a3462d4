/**
 * The session access screen (spec people §2, §3 Session, §4): every session of the event with
 * the group's status in one section (base: GRANT / NO_GRANT; grant and revoked: GRANT or
 * REVOKED, i.e. not granted), where a derived group offers it, and whether it reached the group
 * through "Add to sessions" on its audience group (then granted and never changed here). Writes
 * follow the section rules of features (section-rules.ts), in one transaction holding the group,
 * with their activity log entry.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  ACCESS_MESSAGES,
  createResolver,
  type AccessSection,
  type GrantStatus,
  type SessionAccessList,
  type UpdateSessionAccessRequest,
} from '@console/access-control-contract';
import type { ActivityActor } from '../activity-log/record';
import type { Db } from '../db/client';
import { badField } from '../http/errors';
import { segments } from '../sessions/schema';
import { recordAccessChange, storedValues } from './activity';
import { toAccessGroup } from './groups';
import { groupSetup } from './mapping';
import { accessSessionMappings } from './schema';
import { assertSection, isRefusal, sectionWrite } from './section-rules';
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
  event: SetupEvent,
  accessGroupId: number,
  body: UpdateSessionAccessRequest,
  actor: ActivityActor,
): Promise<SessionAccessList> {
  await db.transaction(async (tx) => {
    const { group, setup } = await groupSetup(tx, event, accessGroupId, { lock: 'update' });
    assertSection(group, body.section);
    const resolver = createResolver(setup);
    const added = resolver.group(group.id)?.addedSessions ?? new Set<number>();
    const ids = [...new Set(body.changes.map((change) => change.id))];
    const known = new Set(
      (
        await tx
          .select({ id: segments.id })
          .from(segments)
          .where(and(eq(segments.eventId, event.id), sql`${segments.id} = any(${intArray(ids)})`))
      ).map((row) => row.id),
    );
    const stores = new Map<number, GrantStatus>();
    const clears = new Set<number>();
    body.changes.forEach((change, i) => {
      const field = `changes.${i}.id`;
      if (!known.has(change.id))
        throw badField(field, `Session ${change.id} is not a session of this event`);
      if (added.has(change.id)) throw badField(field, ACCESS_MESSAGES.sessionAlreadyMapped);
      const write = sectionWrite({
        isBaseGroup: group.isBaseGroup,
        section: body.section,
        baseStatus: resolver.sessionStatus(group.id, change.id).baseStatus,
        grantStatus: change.grantStatus,
        what: `Session ${change.id}`,
      });
      if (isRefusal(write)) throw badField(`changes.${i}.${write.field}`, write.message);
      stores.delete(change.id);
      clears.delete(change.id);
      if (write.kind === 'store') stores.set(change.id, write.status);
      else clears.add(change.id);
    });
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
    const key = (segmentId: number) => `session ${segmentId}`;
    if (changed.length > 0)
      await recordAccessChange(tx, {
        eventId: event.id,
        actor,
        group,
        action: 'access.sessions.changed',
        summary: `Changed ${changed.length} ${changed.length === 1 ? 'session' : 'sessions'} in the ${body.section} section of ${group.name}`,
        before: storedValues(
          changed.map(key),
          before.map((row) => ({ key: key(row.segmentId), status: row.status })),
        ),
        after: storedValues(
          changed.map(key),
          [...stores].map(([segmentId, status]) => ({ key: key(segmentId), status })),
        ),
      });
  });
  return listSessionAccess(db, event, accessGroupId, body.section);
}
