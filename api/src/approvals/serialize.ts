/** Approval request rows (registrations + flow + tickets + coupons + updater) to the contract's shapes. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createdAtKey, newestFirstChunks } from '../db/keyset';
import { registrationFlows, registrations, users } from '../db/schema';
import { type ApprovalRequest } from '@console/approvals-contract';
import { REGISTRATIONS_NEWEST_FIRST } from '../db/registration-order';

const r = registrations;

const requestFields = {
  id: r.id,
  flowContextId: r.flowContextId,
  flowId: r.flowId,
  flowName: registrationFlows.name,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  status: r.status,
  createdAt: r.createdAt,
  customField: r.customField,
  isTransactionInProgress: r.isTransactionInProgress,
  statusUpdatedAt: r.statusUpdatedAt,
  updatedByFirstName: users.firstName,
  updatedByLastName: users.lastName,
  tickets: sql<
    string | null
  >`(select json_agg(json_build_object('ticketTypeId', rt.ticket_type_id, 'name', tt.name, 'count', rt.count) order by rt.ticket_type_id)::text
    from registration_tickets rt join ticket_types tt on tt.id = rt.ticket_type_id where rt.registration_id = registrations.id)`,
  coupons: sql<
    string | null
  >`(select json_agg(json_build_object('couponId', c.id, 'code', c.code) order by c.id)::text
    from registration_coupons rc join coupons c on c.id = rc.coupon_id where rc.registration_id = registrations.id)`,
};

type RequestRow = {
  id: number;
  flowContextId: string;
  flowId: number;
  flowName: string;
  firstName: string;
  lastName: string;
  email: string;
  status: (typeof registrations.$inferSelect)['status'];
  createdAt: Date;
  customField: Record<string, unknown>;
  isTransactionInProgress: boolean;
  statusUpdatedAt: Date | null;
  updatedByFirstName: string | null;
  updatedByLastName: string | null;
  tickets: string | null;
  coupons: string | null;
};

export function toWireRequest(row: RequestRow): ApprovalRequest {
  return {
    registrationId: row.id,
    flowContextId: row.flowContextId,
    flowId: row.flowId,
    flowName: row.flowName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.status === 'REGISTERED' ? 'APPROVED' : row.status,
    isRegistrationCompleted: row.status === 'REGISTERED',
    createdAt: new Date(row.createdAt).toISOString(),
    customField: JSON.stringify(row.customField ?? {}),
    tickets: row.tickets ? JSON.parse(row.tickets) : [],
    coupons: row.coupons ? JSON.parse(row.coupons) : [],
    isTransactionInProgress: row.isTransactionInProgress,
    attendeeStatusUpdatedByInfo:
      row.statusUpdatedAt && row.updatedByFirstName !== null
        ? {
            updatedByFirstName: row.updatedByFirstName,
            updatedByLastName: row.updatedByLastName ?? '',
            updatedAt: new Date(row.statusUpdatedAt).toISOString(),
          }
        : null,
  };
}

/** Requests matching `where`, newest first (created_at desc, id desc). */
export async function selectRequests(
  db: Db,
  where: SQL,
  page: { limit: number; offset?: number },
): Promise<ApprovalRequest[]> {
  // The page's ids first, from registrations alone (an ordered index scan), then the joins for 20 rows.
  const pageIds = db
    .select({ id: r.id })
    .from(r)
    .where(where)
    .orderBy(...REGISTRATIONS_NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const rows = await db
    .select(requestFields)
    .from(r)
    .innerJoin(registrationFlows, eq(registrationFlows.id, r.flowId))
    .leftJoin(users, eq(users.id, r.statusUpdatedBy))
    .where(inArray(r.id, pageIds))
    .orderBy(...REGISTRATIONS_NEWEST_FIRST);
  return rows.map(toWireRequest);
}

/** Keyset pages of the whole filter (the report): never an offset scan. */
export async function* allRequests(
  db: Db,
  where: SQL,
  chunk = 1000,
): AsyncGenerator<ApprovalRequest[]> {
  const rows = newestFirstChunks(r, chunk, (after) =>
    db
      .select({ ...requestFields, key: createdAtKey(r) })
      .from(r)
      .innerJoin(registrationFlows, eq(registrationFlows.id, r.flowId))
      .leftJoin(users, eq(users.id, r.statusUpdatedBy))
      .where(and(where, after))
      .orderBy(...REGISTRATIONS_NEWEST_FIRST)
      .limit(chunk),
  );
  for await (const chunkRows of rows) yield chunkRows.map(toWireRequest);
}
