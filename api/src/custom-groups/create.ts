/**
 * Creating a custom group (spec people §4): a DRAFT, inactive group with its settings row; the
 * name trimmed and unique among the event's groups ('Duplicate group name', DUPLICATE_NAME_REQUEST);
 * a webinar's group never carries access control (its toggle is hidden, spec §5).
 */
import { ERROR_CODES, type EventType } from '@console/shared/contract';
import type { ActivityActor } from '../activity-log/record';
import { groupNameTaken, lockGroupNames } from '../audiences/group-lookup';
import type { Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { ApiError } from '../http/errors';
import { PEOPLE_MESSAGES, type CreateCustomGroupRequest } from '@console/people-contract';
import { recordCustomGroupChange } from './activity';
import { customGroupSettings } from './schema';

export const duplicateName = () =>
  new ApiError(409, ERROR_CODES.duplicateName, PEOPLE_MESSAGES.duplicateGroupName);

/** Takes the event's group-name lock and refuses a name another group of the event has. */
export async function claimGroupName(
  tx: Db,
  eventId: number,
  name: string,
  exceptId?: number,
): Promise<void> {
  await lockGroupNames(tx, eventId);
  if (await groupNameTaken(tx, eventId, name, exceptId)) throw duplicateName();
}

export async function createCustomGroup(
  db: Db,
  event: { id: number; type: EventType },
  request: CreateCustomGroupRequest,
  actor: ActivityActor,
): Promise<number> {
  const name = request.groupName.trim();
  return db.transaction(async (tx) => {
    await claimGroupName(tx, event.id, name);
    const [group] = await tx
      .insert(audienceGroups)
      .values({ eventId: event.id, type: 'CUSTOM', name, description: null, isActive: false })
      .returning({ id: audienceGroups.id });
    if (!group) throw new Error('insert returned no group');
    const settings = {
      updateType: request.groupUpdateType,
      isAccessControlEnabled: event.type !== 'WEBINAR' && request.isAccessControlEnabled,
      status: 'DRAFT' as const,
    };
    await tx.insert(customGroupSettings).values({ audienceGroupId: group.id, ...settings });
    await recordCustomGroupChange(tx, {
      eventId: event.id,
      actor,
      group: { id: group.id, name },
      verb: 'created',
      summary: `Created the group ${name}`,
      before: null,
      after: { name, ...settings },
    });
    return group.id;
  });
}
