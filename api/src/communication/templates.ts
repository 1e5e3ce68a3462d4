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
): Promise<SavedTemplate> {
  const [held] = await db
    .select({ n: count() })
    .from(emailTemplates)
    .where(eq(emailTemplates.eventId, eventId));
  if ((held?.n ?? 0) >= L.templatesMax) throw new ApiError(409, CODES.listFull, M.templatesFull);
  const [row] = await db
    .insert(emailTemplates)
    .values({ eventId, name: input.name, subject: input.subject, body: input.body })
    .onConflictDoNothing()
    .returning();
  if (!row) throw nameTaken(input.name);
  return toWire(row);
}

const ofEvent = (eventId: number, templateId: number) =>
  and(eq(emailTemplates.eventId, eventId), eq(emailTemplates.id, templateId));

export async function editTemplate(
  db: Db,
  eventId: number,
  templateId: number,
  edit: SavedTemplateEdit,
  now = new Date(),
): Promise<SavedTemplate> {
  try {
    const [row] = await db
      .update(emailTemplates)
      .set({ ...edit, updatedAt: now })
      .where(ofEvent(eventId, templateId))
      .returning();
    if (!row) throw notFound('Saved template');
    return toWire(row);
  } catch (error) {
    if (edit.name !== undefined && isUniqueViolation(error)) throw nameTaken(edit.name);
    throw error;
  }
}

export async function deleteTemplate(db: Db, eventId: number, templateId: number): Promise<void> {
  const deleted = await db
    .delete(emailTemplates)
    .where(ofEvent(eventId, templateId))
    .returning({ id: emailTemplates.id });
  if (deleted.length === 0) throw notFound('Saved template');
}
