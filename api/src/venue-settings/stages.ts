/**
 * Renaming a stage: the stage is the name its sessions carry (segments.stage_name), so a rename
 * renames it on every session of the event on it, and moves access control's backstage
 * sub-feature of that stage with it, in one transaction. A name another stage has is refused
 * (409): merging two stages is the schedule's business, session by session.
 */
import { and, count, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@console/shared/contract';
import {
  VENUE_ERROR_CODES,
  VENUE_MESSAGES as M,
  type StageRename,
} from '@console/event-setup-contract';
import { renameStageFeatures } from '../access-control/stage-rename';
import type { Db } from '../db/client';
import { ApiError, badField } from '../http/errors';
import { segments } from '../sessions/schema';
import type { ActivityActor } from '../activity-log/record';
import { recordStageRenamed } from './activity';

export async function renameStage(
  db: Db,
  eventId: number,
  { name, newName }: StageRename,
  actor: ActivityActor,
): Promise<void> {
  if (newName === name) throw badField('newName', M.stageNameUnchanged);
  const s = segments;
  const sessionsOn = async (tx: Db, stage: string) => {
    const [row] = await tx
      .select({ n: count() })
      .from(s)
      .where(and(eq(s.eventId, eventId), eq(s.stageName, stage)));
    return row?.n ?? 0;
  };
  await db.transaction(async (tx) => {
    const sessions = await sessionsOn(tx, name);
    if (sessions === 0)
      throw new ApiError(404, ERROR_CODES.notFound, M.stageNotFound(name), 'name');
    if ((await sessionsOn(tx, newName)) > 0)
      throw new ApiError(
        409,
        VENUE_ERROR_CODES.stageNameTaken,
        M.stageNameTaken(newName),
        'newName',
      );
    await tx
      .update(s)
      .set({ stageName: newName })
      .where(and(eq(s.eventId, eventId), eq(s.stageName, name)));
    await renameStageFeatures(tx, eventId, name, newName);
    await recordStageRenamed(tx, { eventId, actor }, { name, newName, sessions });
  });
}
