/**
 * The ticket form's fields as typed (text for the numbers, the price in major units, instants for
 * the dates) and the wire values they stand for, which the contract's ticketFormSchema checks and
 * the API takes.
 */
import {
  ticketFormSchema,
  type Ticket,
  type TicketCreate,
  type TicketPatch,
} from '@console/registration-contract';
import { centsOf, countOf, countText, priceText } from '../form/amounts';
import { sameInstant } from '../form/compare';
import { rootOf, schemaErrors, type FormErrors } from '@console/shared/ui/form';

export interface TicketFields {
  name: string;
  /** Empty: unlimited. */
  quantity: string;
  /** In the currency's major units; empty: free. */
  price: string;
  salesStartAt: string | null;
  salesEndAt: string | null;
}
export type TicketField = keyof TicketFields;
export type TicketErrors = FormErrors<TicketField>;

export function ticketFields(ticket: Ticket | null): TicketFields {
  return {
    name: ticket?.name ?? '',
    quantity: countText(ticket?.quantity ?? null),
    price: ticket ? priceText(ticket.priceCents) : '',
    salesStartAt: ticket?.salesStartAt ?? null,
    salesEndAt: ticket?.salesEndAt ?? null,
  };
}

/** The wire values of what is typed (before the schema trims the name). */
function wireOf(fields: TicketFields) {
  return {
    name: fields.name,
    quantity: countOf(fields.quantity),
    priceCents: centsOf(fields.price),
    salesStartAt: fields.salesStartAt,
    salesEndAt: fields.salesEndAt,
  };
}

const FIELD_OF: Record<string, TicketField> = {
  name: 'name',
  quantity: 'quantity',
  priceCents: 'price',
  salesStartAt: 'salesStartAt',
  salesEndAt: 'salesEndAt',
};
export const ticketFieldOf = (wirePath: string): TicketField | undefined =>
  FIELD_OF[rootOf(wirePath)];

/** The contract schema's messages, on the fields they are about. */
export const ticketErrors = (fields: TicketFields): TicketErrors =>
  schemaErrors(ticketFormSchema, wireOf(fields), ticketFieldOf);

/** A new ticket type, as sent (valid fields: ticketErrors gave none). */
export const ticketCreate = (fields: TicketFields): TicketCreate =>
  ticketFormSchema.cast(wireOf(fields));

/** The fields that differ from the saved ticket type, or null when nothing changed. */
export function ticketPatch(fields: TicketFields, saved: TicketFields): TicketPatch | null {
  const next = ticketFormSchema.cast(wireOf(fields));
  const before = ticketFormSchema.cast(wireOf(saved));
  const patch: TicketPatch = {};
  if (next.name !== before.name) patch.name = next.name;
  if (next.quantity !== before.quantity) patch.quantity = next.quantity;
  if (next.priceCents !== before.priceCents) patch.priceCents = next.priceCents;
  if (!sameInstant(next.salesStartAt, before.salesStartAt)) patch.salesStartAt = next.salesStartAt;
  if (!sameInstant(next.salesEndAt, before.salesEndAt)) patch.salesEndAt = next.salesEndAt;
  return Object.keys(patch).length > 0 ? patch : null;
}
