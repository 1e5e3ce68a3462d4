/**
 * The organization's integrations (/dashboard/integration/list): every supported type, stored or
 * not (a type without a row is DISABLE with an empty connection), with the organization's events
 * that use it: how many, and the first of them by name with their own switch (the page links each
 * to its Integrations page). The API token is write-only: the wire says only whether one is set;
 * it stays with the origin it was saved for (the contract's dropsApiToken), so moving the base URL
 * elsewhere without a new token drops it. Reads: the organization's rows (unique (organization,
 * type) index) and its events' integration rows (events by organization, integrations by event).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { SUPPORTED_INTEGRATION_TYPES, type IntegrationType } from '@console/shared/contract';
import {
  dropsApiToken,
  EVENTS_NAMED_MAX,
  type IntegrationEvent,
  type OrganizationIntegration,
  type UpdateOrganizationIntegration,
} from '@console/integrations-contract';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { INTEGRATION_CATALOGUE } from './catalogue';
import { integrations, organizationIntegrations } from './schema';

type OrganizationIntegrationRow = typeof organizationIntegrations.$inferSelect;

/** The organization's events using each type: how many, and the first of them by name. */
interface EventsUsing {
  count: number;
  named: IntegrationEvent[];
}
const NO_EVENTS: EventsUsing = { count: 0, named: [] };

export function toWireOrganizationIntegration(
  integrationType: IntegrationType,
  row: OrganizationIntegrationRow | undefined,
  using: EventsUsing,
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
    eventCount: using.count,
    events: using.named,
  };
}

/**
 * Every integration row of the organization's events, in one read ordered by event name: an
 * organization's events are few enough to name (the dashboard lists them all); each event counts
 * once per type (its oldest row's switch).
 */
async function eventsUsing(
  db: Db,
  organizationId: number,
  onlyType?: IntegrationType,
): Promise<Map<string, EventsUsing>> {
  const rows = await db
    .select({
      integrationType: integrations.integrationType,
      eventId: events.id,
      name: events.name,
      type: events.type,
      solutionStatus: integrations.solutionStatus,
    })
    .from(events)
    .innerJoin(integrations, eq(integrations.eventId, events.id))
    .where(
      and(
        eq(events.organizationId, organizationId),
        onlyType ? eq(integrations.integrationType, onlyType) : undefined,
      ),
    )
    .orderBy(asc(events.name), asc(events.id), asc(integrations.id));
  const byType = new Map<string, EventsUsing & { seen: Set<number> }>();
  for (const { integrationType, ...event } of rows) {
    const using = byType.get(integrationType) ?? { count: 0, named: [], seen: new Set() };
    byType.set(integrationType, using);
    if (using.seen.has(event.eventId)) continue;
    using.seen.add(event.eventId);
    using.count += 1;
    if (using.named.length < EVENTS_NAMED_MAX) using.named.push(event);
  }
  return byType;
}

export async function listOrganizationIntegrations(
  db: Db,
  organizationId: number,
): Promise<OrganizationIntegration[]> {
  const [rows, using] = await Promise.all([
    db
      .select()
      .from(organizationIntegrations)
      .where(eq(organizationIntegrations.organizationId, organizationId)),
    eventsUsing(db, organizationId),
  ]);
  return SUPPORTED_INTEGRATION_TYPES.map((type) =>
    toWireOrganizationIntegration(
      type,
      rows.find((r) => r.integrationType === type),
      using.get(type) ?? NO_EVENTS,
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
  const using = await eventsUsing(db, organizationId, integrationType);
  return toWireOrganizationIntegration(
    integrationType,
    row,
    using.get(integrationType) ?? NO_EVENTS,
  );
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
