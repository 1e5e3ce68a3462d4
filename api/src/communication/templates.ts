/**
 * The event's saved templates: named subject and body pairs an email's draft can start from
 * ('Use template'). Names are unique per event whatever their case (a unique index; a taken name
 * is a 409), and an event keeps at most COMMUNICATION_LIMITS.templatesMax of them.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  COMMUNICATION_ERROR_CODES as CODES,
  COMMUNICATION_LIMITS as L,
  COMMUNICATION_MESSAGES as M,
  type SavedTemplate,
  type SavedTemplateCreate,
  type SavedTemplateEdit,
} from '@console/event-setup-contract';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import type { ActivityActor } from '../activity-log/record';
import { recordNamedEmail } from './activity';
import { emailTemplates } from './schema';
import { isUniqueViolation } from './unique-violation';

type TemplateRow = typeof emailTemplates.$inferSelect;

const toWire = (row: TemplateRow): SavedTemplate => ({
  templateId: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

const nameTaken = (name: string) =>
  new ApiError(409, CODES.nameTaken, M.templateNameTaken(name), 'name');

/** By name (the unique index's order). */
export async function listTemplates(db: Db, eventId: number): Promise<SavedTemplate[]> {
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.eventId, eventId))
    .orderBy(sql`lower(${emailTemplates.name})`, asc(emailTemplates.id));
  return rows.map(toWire);
}

export async function createTemplate(
  db: Db,
  eventId: number,
  input: SavedTemplateCreate,
  actor: ActivityActor,
): Promise<SavedTemplate> {
  const [held] = await db
    .select({ n: count() })
    .from(emailTemplates)
    .where(eq(emailTemplates.eventId, eventId));
  if ((held?.n ?? 0) >= L.templatesMax) throw new ApiError(409, CODES.listFull, M.templatesFull);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailTemplates)
      .values({ eventId, name: input.name, subject: input.subject, body: input.body })
      .onConflictDoNothing()
      .returning();
    if (!row) throw nameTaken(input.name);
    await recordNamedEmail(tx, { eventId, actor }, 'email-template', null, row);
    return toWire(row);
  });
}

const ofEvent = (eventId: number, templateId: number) =>
  and(eq(emailTemplates.eventId, eventId), eq(emailTemplates.id, templateId));

export async function editTemplate(
  db: Db,
  eventId: number,
  templateId: number,
  edit: SavedTemplateEdit,
  actor: ActivityActor,
  now = new Date(),
): Promise<SavedTemplate> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(emailTemplates)
        .where(ofEvent(eventId, templateId))
        .for('update');
      if (!before) throw notFound('Saved template');
      const [row] = await tx
        .update(emailTemplates)
        .set({ ...edit, updatedAt: now })
        .where(eq(emailTemplates.id, before.id))
        .returning();
      if (!row) throw notFound('Saved template');
      await recordNamedEmail(tx, { eventId, actor }, 'email-template', before, row);
      return toWire(row);
    });
  } catch (error) {
    if (edit.name !== undefined && isUniqueViolation(error)) throw nameTaken(edit.name);
    throw error;
  }
}

export async function deleteTemplate(
  db: Db,
  eventId: number,
  templateId: number,
  actor: ActivityActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(emailTemplates)
      .where(ofEvent(eventId, templateId))
      .returning();
    if (!deleted) throw notFound('Saved template');
    await recordNamedEmail(tx, { eventId, actor }, 'email-template', deleted, null);
  });
}
