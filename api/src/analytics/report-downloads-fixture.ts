/**
 * Test helpers for report downloads: a fresh event with two ticket types (General free, VIP paid),
 * registrants and activity facts added by hand, and a CSV download read back as rows.
 */
import type { ActivityKind } from '@console/analytics-contract';
import type { EventRole, RegistrationStatus } from '@console/shared/contract';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import type { Db } from '../db/client';
import { registrations, ticketTypes } from '../db/schema';
import type { Fixture } from '../testing/fixture';
import { freshEvent } from '../testing/fresh-event';
import { get, type TestSession } from '../testing/http';
import { activityFacts } from './schema';

type EventValues = Parameters<typeof freshEvent>[2];

export interface Registrant {
  firstName?: string;
  lastName?: string;
  email: string;
  status?: RegistrationStatus;
  role?: EventRole;
  ticket?: 'general' | 'vip' | null;
  attended?: boolean;
  createdAt?: Date;
}

export interface Fact {
  registrationId: number | null;
  kind: ActivityKind;
  place: string;
  occurredAt: Date;
  quantity?: number;
}

export async function reportEvent(db: Db, fx: Fixture, values: EventValues) {
  const { event, flows } = await freshEvent(db, fx, values);
  const [general, vip] = await db
    .insert(ticketTypes)
    .values([
      { eventId: event.id, name: 'General', quantity: 100, priceCents: 0 },
      { eventId: event.id, name: 'VIP', quantity: 10, priceCents: 4900 },
    ])
    .returning();
  if (!general || !vip) throw new Error('ticket types missing');
  const tickets = { general, vip };

  const add = async (...people: Registrant[]) =>
    db
      .insert(registrations)
      .values(
        people.map((p) => ({
          eventId: event.id,
          flowId: flows.a.id,
          ticketTypeId: p.ticket === null ? null : tickets[p.ticket ?? 'general'].id,
          firstName: p.firstName ?? 'Pat',
          lastName: p.lastName ?? 'Doe',
          email: p.email,
          role: p.role ?? 'ATTENDEE',
          status: p.status ?? 'REGISTERED',
          isAttended: p.attended ?? false,
          ...(p.createdAt ? { createdAt: p.createdAt } : {}),
        })),
      )
      .returning();

  const facts = async (...rows: Fact[]) => {
    await db
      .insert(activityFacts)
      .values(rows.map((row) => ({ eventId: event.id, quantity: 1, ...row })));
  };
  return { event, flows, tickets, add, facts };
}

/** GETs a CSV, checks its headers and file name, and answers its rows (header first). */
export async function csvRows(
  app: FastifyInstance,
  url: string,
  session: TestSession,
  fileName: string,
): Promise<string[][]> {
  const response = await get(app, url, session);
  expect({ status: response.statusCode, body: response.body.slice(0, 200) }).toMatchObject({
    status: 200,
  });
  expect(response.headers['content-type']).toContain('text/csv');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  return Papa.parse<string[]>(response.body, { skipEmptyLines: true }).data;
}
