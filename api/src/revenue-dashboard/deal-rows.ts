/**
 * A CRM deal as a crm_deals row of one event, or null when it is another event's or unusable
 * (no stage, an amount or date that is not one). Text is stripped of NUL (PostgreSQL refuses it)
 * and bounded; a missing amount counts as 0, as HubSpot leaves it empty on new deals.
 */
import type { crmDeals } from '../integrations/schema';
import type { CrmDeal } from './crm-client';
import { clean } from './crm-text';

export type DealRow = typeof crmDeals.$inferInsert;

/** Amounts beyond this many cents are not real deals (and would lose precision). */
const MAX_CENTS = 1e15;
const DEFAULT_CURRENCY = 'USD';

function toCents(amount: string | null | undefined): number | null {
  if (amount === null || amount === undefined || amount.trim() === '') return 0;
  const value = Number(amount);
  if (!Number.isFinite(value) || Math.abs(value) * 100 > MAX_CENTS) return null;
  return Math.round(value * 100);
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  // HubSpot sends ISO 8601 or epoch milliseconds.
  const date = /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function dealRow(deal: CrmDeal, eventId: number, syncedAt: Date): DealRow | null {
  const p = deal.properties;
  if (p.event_id?.trim() !== String(eventId)) return null;
  const stage = clean(p.dealstage);
  const amountCents = toCents(p.amount);
  const createdAt = toDate(p.createdate) ?? toDate(deal.createdAt);
  const externalId = clean(deal.id);
  if (!stage || amountCents === null || !createdAt || !externalId) return null;
  return {
    eventId,
    externalId,
    name: clean(p.dealname) ?? `Deal ${externalId}`,
    stage,
    amountCents,
    currency: clean(p.deal_currency_code)?.toUpperCase() ?? DEFAULT_CURRENCY,
    ticketType: clean(p.ticket_type) ?? 'Unspecified',
    closedAt: toDate(p.closedate),
    createdAt,
    syncedAt,
  };
}
