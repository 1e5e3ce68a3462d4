/**
 * POST imports: checks the request against the event (the file was uploaded to it, the ticket and
 * communications are its own, the list is its invite list or the new name is free), then creates
 * the list (when new, with its activity log entry) and queues the job in one transaction. The client's idempotency key makes a
 * repeated submit the same import, the first one's list included.
 */
import { ERROR_CODES } from '@console/shared/contract';
import type { Db } from '../db/client';
import type { ActivityActor } from '../activity-log/record';
import { listNoun, recordInviteListChange } from './activity';
import { audienceGroups } from '../db/schema';
import { ApiError, badField } from '../http/errors';
import { enqueueJob, findJobByKey } from '../jobs/enqueue';
import type { JobRow } from '../jobs/schema';
import { requireCommunications } from './communications';
import { fileContent, findFileByUrl } from './files';
import { INVITE_IMPORT_JOB_KIND, type InviteImportPayload } from './import-payload';
import { storedInviteCsvHeader } from './import-records';
import { findInviteList } from './lists';
import { groupNameTaken, lockGroupNames } from '../audiences/group-lookup';
import { findEventTicket } from './tickets';
import { validateForm } from './validate';
import {
  inviteListDetailsSchema,
  PEOPLE_EXTRA_MESSAGES,
  PEOPLE_MESSAGES,
  type InviteCsvMapping,
  type ImportInviteListBodySchema,
} from '@console/people-contract';
import type { z } from 'zod';

type ImportBody = z.infer<typeof ImportInviteListBodySchema>;

/** A concurrent submit with the same key won the race: answer its job, keep nothing of ours. */
class KeyTaken extends Error {
  constructor(readonly job: JobRow) {
    super('idempotency key taken');
  }
}

function sameImport(job: JobRow): JobRow {
  if (job.kind !== INVITE_IMPORT_JOB_KIND)
    throw new ApiError(409, ERROR_CODES.conflict, 'idempotencyKey: Already used by another job');
  return job;
}

/**
 * A mapping sent with the import has one choice per column of the file's header, or 400 naming
 * it. A file that cannot be read is left to the job, which fails with the contract's message.
 */
async function checkMappingFitsFile(
  db: Db,
  eventId: number,
  fileId: number,
  mapping: InviteCsvMapping,
): Promise<void> {
  const content = await fileContent(db, eventId, fileId);
  const header = content ? storedInviteCsvHeader(content) : null;
  if (header && header.length !== mapping.length)
    throw badField(
      'columnMapping',
      PEOPLE_EXTRA_MESSAGES.mappingDoesNotFitHeader(mapping.length, header.length),
    );
}

export async function startImport(
  db: Db,
  eventId: number,
  body: ImportBody,
  actor: ActivityActor,
): Promise<JobRow> {
  const idempotencyKey = `${INVITE_IMPORT_JOB_KIND}:${body.idempotencyKey}`;
  const earlier = await findJobByKey(db, eventId, idempotencyKey);
  if (earlier) return sameImport(earlier);

  const file = await findFileByUrl(db, eventId, body.s3FileUrl);
  if (!file) throw badField('s3FileUrl', 'No file was uploaded to this event at this URL');
  if (body.columnMapping) await checkMappingFitsFile(db, eventId, file.id, body.columnMapping);
  if (body.ticketTypeId !== undefined && !(await findEventTicket(db, eventId, body.ticketTypeId)))
    throw badField('ticketTypeId', 'Not a ticket type of this event');
  const communicationSettingIds = await requireCommunications(
    db,
    eventId,
    body.communicationSettingIds,
  );
  let existingListId: number | null = null;
  let details: { name: string; description: string } | null = null;
  if (body.audienceGroupId !== undefined) {
    if (!(await findInviteList(db, eventId, body.audienceGroupId)))
      throw badField('audienceGroupId', 'Not an invite list of this event');
    existingListId = body.audienceGroupId;
  } else {
    const checked = await validateForm(inviteListDetailsSchema, {
      audienceInviteListName: body.audienceInviteListName,
      audienceInviteListDescription: body.audienceInviteListDescription,
    });
    details = {
      name: checked.audienceInviteListName,
      description: checked.audienceInviteListDescription,
    };
  }

  try {
    return await db.transaction(async (tx) => {
      let audienceGroupId = existingListId;
      if (details) {
        await lockGroupNames(tx, eventId);
        if (await groupNameTaken(tx, eventId, details.name))
          throw new ApiError(
            409,
            ERROR_CODES.duplicateName,
            PEOPLE_MESSAGES.audienceNameExists(details.name),
            'audienceInviteListName',
          );
        const [group] = await tx
          .insert(audienceGroups)
          .values({
            eventId,
            type: 'INVITE_ONLY',
            name: details.name,
            description: details.description || null,
          })
          .returning({ id: audienceGroups.id });
        audienceGroupId = group?.id ?? null;
        if (group) {
          const list = { id: group.id, eventId, name: details.name };
          await recordInviteListChange(tx, {
            actor,
            list,
            verb: 'created',
            summary: `Created ${listNoun(list)}`,
            before: null,
            after: { name: details.name },
          });
        }
      }
      if (audienceGroupId === null) throw new Error('invite list missing after its insert');
      const payload: InviteImportPayload = {
        audienceGroupId,
        fileId: file.id,
        s3FileUrl: body.s3FileUrl,
        communicationSettingIds,
        ticketTypeId: body.ticketTypeId ?? null,
        columnMapping: body.columnMapping ?? null,
      };
      const job = await enqueueJob(tx, {
        kind: INVITE_IMPORT_JOB_KIND,
        eventId,
        idempotencyKey,
        payload,
        total: 0,
        createdBy: actor.userId,
      });
      if (job.payload.audienceGroupId !== audienceGroupId) throw new KeyTaken(job);
      return job;
    });
  } catch (error) {
    if (error instanceof KeyTaken) return sameImport(error.job);
    throw error;
  }
}
