/**
 * Saving a custom group (spec people §4, §5): the filter is checked by compiling it (a 400 naming
 * the bad condition), the group is published and activated, and its member rows follow its type.
 * STATIC: the members become exactly the filter's matches (when all are selected, or when a filter
 * is given and no one is picked; all selected without a filter is every registrant) plus the
 * chosen registrants (manual); a static group without members is refused. ACTIVE: the manual
 * members stay and the chosen ones are added; the filter is evaluated when read (memberships.ts).
 * Access control stays on for a group mapped to sessions (409 when turned off).
 */
import { and, count, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES, type EventType } from '@console/shared/contract';
import type { ActivityActor } from '../activity-log/record';
import { audienceWhere } from '../audience-read/query';
import type { Db } from '../db/client';
import { audienceGroupMembers, audienceGroups, registrations } from '../db/schema';
import { ApiError, badField } from '../http/errors';
import {
  PEOPLE_MESSAGES,
  type CustomGroup,
  type SaveCustomGroupRequest,
} from '@console/people-contract';
import { changedValues } from '../activity-log/values';
import { manualMemberCount, recordCustomGroupChange, savedValues } from './activity';
import { compileFilterSet } from './compile';
import { claimGroupName } from './create';
import { loadFilterContext } from './filter-fields';
import { customGroupSettings } from './schema';
import { loadCustomGroupRow, toCustomGroup, usedInSessionManagement } from './settings';

export const SAVE_ERRORS = {
  notRegistrant: 'Not a registrant of this event',
  staticWithoutMembers: 'A static group needs at least one member',
} as const;

const m = audienceGroupMembers;
const r = registrations;

interface SaveEvent {
  id: number;
  type: EventType;
}

/** Refuses an id that is not a REGISTERED registrant of the event, naming its position. */
async function checkRegistrants(tx: Db, eventId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(inArray(r.id, [...ids]), eq(r.eventId, eventId), eq(r.status, 'REGISTERED')));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0)
    throw badField(`selectedAudienceRegistrationIdList[${missing}]`, SAVE_ERRORS.notRegistrant);
}

async function addManualMembers(tx: Db, groupId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(m)
    .values(
      [...new Set(ids)].map((registrationId) => ({ groupId, registrationId, addedManually: true })),
    )
    .onConflictDoUpdate({ target: [m.groupId, m.registrationId], set: { addedManually: true } });
}

async function replaceStaticMembers(
  tx: Db,
  event: SaveEvent,
  groupId: number,
  request: SaveCustomGroupRequest,
  filter: SQL | null,
): Promise<void> {
  await tx.delete(m).where(eq(m.groupId, groupId));
  const ids = request.selectedAudienceRegistrationIdList;
  const selectsMatches =
    request.isStaticGroupWithAllSelected || (filter !== null && ids.length === 0);
  if (selectsMatches) {
    const where = audienceWhere(event.id, filter ?? undefined, {});
    await tx.execute(
      sql`insert into ${m} (group_id, registration_id, added_manually) select ${groupId}::int, ${r.id}, false from ${r} where ${where}`,
    );
  }
  await addManualMembers(tx, groupId, ids);
  const [row] = await tx.select({ n: count() }).from(m).where(eq(m.groupId, groupId));
  if (!row || row.n === 0)
    throw badField('selectedAudienceRegistrationIdList', SAVE_ERRORS.staticWithoutMembers);
}

export async function saveCustomGroup(
  db: Db,
  event: SaveEvent,
  audienceGroupId: number,
  request: SaveCustomGroupRequest,
  actor: ActivityActor,
): Promise<CustomGroup> {
  const name = request.groupName.trim();
  const accessControl = event.type !== 'WEBINAR' && request.isAccessControlEnabled;
  return db.transaction(async (tx) => {
    const current = await loadCustomGroupRow(tx, event.id, audienceGroupId, { lock: 'update' });
    const before = savedValues(current, await manualMemberCount(tx, current.id));
    await claimGroupName(tx, event.id, name, current.id);
    const used = await usedInSessionManagement(tx, current.id);
    if (used && current.settings?.isAccessControlEnabled && !accessControl)
      throw new ApiError(409, ERROR_CODES.conflict, PEOPLE_MESSAGES.groupUsedForSessionAccess);
    const filter = request.filterMapping
      ? compileFilterSet(request.filterMapping, await loadFilterContext(tx, event))
      : null;
    await checkRegistrants(tx, event.id, request.selectedAudienceRegistrationIdList);
    if (request.groupUpdateType === 'STATIC') {
      await replaceStaticMembers(tx, event, current.id, request, filter);
    } else {
      // Matches are never stored for an ACTIVE group: only its manual members are rows.
      await tx.delete(m).where(and(eq(m.groupId, current.id), not(m.addedManually)));
      await addManualMembers(tx, current.id, request.selectedAudienceRegistrationIdList);
    }
    const settings = {
      updateType: request.groupUpdateType,
      isAccessControlEnabled: accessControl,
      status: 'PUBLISHED' as const,
      filterSet: request.filterMapping,
      isStaticGroupWithAllSelected: request.isStaticGroupWithAllSelected,
      updatedAt: new Date(),
    };
    const [saved] = await tx
      .insert(customGroupSettings)
      .values({ audienceGroupId: current.id, ...settings })
      .onConflictDoUpdate({ target: customGroupSettings.audienceGroupId, set: settings })
      .returning();
    await tx
      .update(audienceGroups)
      .set({ name, isActive: true })
      .where(eq(audienceGroups.id, current.id));
    const row = { id: current.id, name, isActive: true, settings: saved ?? null };
    await recordCustomGroupChange(tx, {
      eventId: event.id,
      actor,
      group: { id: current.id, name },
      verb: 'saved',
      summary: `Saved the group ${name}`,
      ...changedValues(before, savedValues(row, await manualMemberCount(tx, current.id))),
    });
    return toCustomGroup(row, used);
  });
}
