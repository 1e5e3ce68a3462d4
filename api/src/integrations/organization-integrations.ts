/**
 * The organization's integrations (/dashboard/integration/list): every supported type, stored or
 * not (a type without a row is DISABLE with an empty connection), with the count of the
 * organization's events that use it. The API token is write-only: the wire says only whether one
 * is set; it stays with the origin it was saved for (the contract's dropsApiToken), so moving the
 * base URL elsewhere without a new token drops it. Reads: the organization's rows (unique
 * (organization, type) index) and one grouped count over its events' integration rows (events by
 * organization, integrations by event).
 */
import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { SUPPORTED_INTEGRATION_TYPES, type IntegrationType } from '@console/shared/contract';
import {
  dropsApiToken,
  type OrganizationIntegration,
  type UpdateOrganizationIntegration,
} from '@console/integrations-contract';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { INTEGRATION_CATALOGUE } from './catalogue';
import { integrations, organizationIntegrations } from './schema';

type OrganizationIntegrationRow = typeof organizationIntegrations.$inferSelect;

export function toWireOrganizationIntegration(
  integrationType: IntegrationType,
  row: OrganizationIntegrationRow | undefined,
  eventCount: number,
): OrganizationIntegration {
  return {
    integrationType,
    ...INTEGRATION_CATALOGUE[integrationType],
    status: row?.status ?? 'DISABLE',
    connection: {
      baseUrl: row?.baseUrl ?? null,
      hasApiToken: Boolean(row?.apiToken),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    },
    eventCount,
  };
}

async function eventCounts(
  db: Db,
  organizationId: number,
  onlyType?: IntegrationType,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ type: integrations.integrationType, events: countDistinct(integrations.eventId) })
    .from(events)
    .innerJoin(integrations, eq(integrations.eventId, events.id))
    .where(
      and(
        eq(events.organizationId, organizationId),
        onlyType ? eq(integrations.integrationType, onlyType) : undefined,
      ),
    )
    .groupBy(integrations.integrationType);
  return new Map(rows.map((r) => [r.type, r.events]));
}

export async function listOrganizationIntegrations(
  db: Db,
  organizationId: number,
): Promise<OrganizationIntegration[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(organizationIntegrations)
      .where(eq(organizationIntegrations.organizationId, organizationId)),
    eventCounts(db, organizationId),
  ]);
  return SUPPORTED_INTEGRATION_TYPES.map((type) =>
    toWireOrganizationIntegration(
      type,
      rows.find((r) => r.integrationType === type),
      counts.get(type) ?? 0,
    ),
  );
}

/** The token to store: a new one, none when the base URL moves to another origin, else unchanged. */
function tokenChange(
  change: UpdateOrganizationIntegration,
  storedBaseUrl: string | null,
): { apiToken?: string | null } {
  if (change.apiToken !== undefined) return { apiToken: change.apiToken };
  return dropsApiToken(storedBaseUrl, change) ? { apiToken: null } : {};
}

/**
 * Creates or changes the organization's integration of `type`; absent fields keep their value
 * (but the token, see above). The stored row is locked while the change is worked out.
 */
export async function updateOrganizationIntegration(
  db: Db,
  organizationId: number,
  integrationType: IntegrationType,
  change: UpdateOrganizationIntegration,
): Promise<OrganizationIntegration> {
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ baseUrl: organizationIntegrations.baseUrl })
      .from(organizationIntegrations)
      .where(
        and(
          eq(organizationIntegrations.organizationId, organizationId),
          eq(organizationIntegrations.integrationType, integrationType),
        ),
      )
      .for('update');
    const set = {
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.baseUrl !== undefined ? { baseUrl: change.baseUrl } : {}),
      ...tokenChange(change, stored?.baseUrl ?? null),
      updatedAt: sql`now()`,
    };
    const [saved] = await tx
      .insert(organizationIntegrations)
      .values({ organizationId, integrationType, status: 'DISABLE', ...set })
      .onConflictDoUpdate({
        target: [organizationIntegrations.organizationId, organizationIntegrations.integrationType],
        set,
      })
      .returning();
    return saved;
  });
  const counts = await eventCounts(db, organizationId, integrationType);
  return toWireOrganizationIntegration(integrationType, row, counts.get(integrationType) ?? 0);
}

/** The organization's connection to the CRM of `type` (baseUrl and token), for the sync job. */
export async function crmConnection(
  db: Db,
  organizationId: number,
  integrationType: string,
): Promise<Pick<OrganizationIntegrationRow, 'status' | 'baseUrl' | 'apiToken'> | null> {
  const [row] = await db
    .select({
      status: organizationIntegrations.status,
      baseUrl: organizationIntegrations.baseUrl,
      apiToken: organizationIntegrations.apiToken,
    })
    .from(organizationIntegrations)
    .where(
      and(
        eq(organizationIntegrations.organizationId, organizationId),
        eq(organizationIntegrations.integrationType, integrationType),
      ),
    );
  return row ?? null;
}
