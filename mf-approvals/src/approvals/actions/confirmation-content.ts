/**
 * What the confirmation dialog says for each confirmation type of §4.2 (pure, so every type
 * is tested in a table). Titles of §8 come from MESSAGES; the rest is console wording
 * (the spec names the dialogs but not their text).
 */
import type { ApprovalLabels } from '../hooks/use-approval-settings';
import { formatNumber } from '@console/shared/ui';
import { plural } from '../format';
import {
  type ApprovalDetailsResponse,
  type ConfirmationPopupType,
  type LocalApprovalBlock,
  APPROVAL_MESSAGES,
  APPROVAL_LIMITS,
} from '@console/approvals-contract';

export interface ConfirmationContent {
  title: string;
  paragraphs: string[];
  /** One line per item (the tickets short of a sold-out approval). */
  items: string[];
  confirmLabel: string;
  tone: 'default' | 'danger';
  /** APPROVE_EMAIL_OFF: a link to the event's standard email settings. */
  linksToEmailSettings: boolean;
}

export type ConfirmationFacts = Pick<
  ApprovalDetailsResponse,
  | 'totalAttendeesBeingAdded'
  | 'selectedCount'
  | 'ticketShortages'
  | 'capacity'
  | 'totalActiveRegistrations'
>;

const NO_EMAIL =
  'Emails for this action are turned off, so no email will be sent to the registrants.';
const RESERVED = `Their tickets are reserved for ${APPROVAL_LIMITS.ticketReservationHours} hours while they complete their registration.`;
const PAYMENT = `Registrants must complete payment to finish registering. Their tickets are reserved for ${APPROVAL_LIMITS.ticketReservationHours} hours and released after that.`;

export function confirmationContent(
  type: ConfirmationPopupType,
  facts: ConfirmationFacts,
  labels: ApprovalLabels,
): ConfirmationContent {
  const requests = plural(facts.selectedCount, 'request');
  const approveTitle = `${labels.approve} ${requests}?`;
  const rejectTitle = `${labels.reject} ${requests}?`;
  const adding = `${plural(facts.totalAttendeesBeingAdded, 'attendee')} will be added to the event.`;
  const base = { items: [], tone: 'default' as const, linksToEmailSettings: false };
  const approve = (...paragraphs: string[]): ConfirmationContent => ({
    ...base,
    title: approveTitle,
    paragraphs,
    confirmLabel: labels.approve,
  });

  switch (type) {
    case 'REJECT':
      return {
        ...base,
        title: rejectTitle,
        paragraphs: ['The registrants will be told by email that their request was not accepted.'],
        confirmLabel: labels.reject,
        tone: 'danger',
      };
    case 'REJECT_EMAIL_OFF':
      return {
        ...base,
        title: rejectTitle,
        paragraphs: [NO_EMAIL],
        confirmLabel: labels.reject,
        tone: 'danger',
      };
    case 'REJECT_ALREADY_APPROVED':
      return {
        ...base,
        title: rejectTitle,
        paragraphs: [
          'Some of the selected requests are already approved. Rejecting them releases their reserved tickets, and those registrants can no longer complete their registration.',
        ],
        confirmLabel: labels.reject,
        tone: 'danger',
      };
    case 'APPROVE_EMAIL_OFF':
      return { ...approve(adding, NO_EMAIL), linksToEmailSettings: true };
    case 'SOLD_OUT': {
      const soldOut =
        facts.ticketShortages.length > 0 && facts.ticketShortages.every((s) => s.available === 0);
      return {
        ...base,
        title: soldOut ? APPROVAL_MESSAGES.ticketsSoldOut : APPROVAL_MESSAGES.insufficientTickets,
        paragraphs: ['Not enough tickets are left for the selected requests.'],
        items: facts.ticketShortages.map(
          (s) =>
            `${s.name}: ${formatNumber(s.requested)} requested, ${formatNumber(s.available)} available. Approving increases this ticket's capacity by ${formatNumber(Math.max(s.requested - s.available, 0))}.`,
        ),
        confirmLabel: APPROVAL_MESSAGES.approveAnyway,
      };
    }
    case 'CAPACITY_EXCEEDED': {
      const after = facts.totalActiveRegistrations + facts.totalAttendeesBeingAdded;
      const capacity = facts.capacity === null ? '∞' : formatNumber(facts.capacity);
      return {
        ...base,
        title: APPROVAL_MESSAGES.eventCapacityExceeded,
        paragraphs: [
          `The event has ${formatNumber(facts.totalActiveRegistrations)}/${capacity} registrations. Approving adds ${plural(facts.totalAttendeesBeingAdded, 'attendee')}, making ${formatNumber(after)}/${capacity}.`,
        ],
        confirmLabel: APPROVAL_MESSAGES.approveAnyway,
      };
    }
    case 'APPROVE_TICKETED':
      return approve(adding, RESERVED);
    case 'APPROVE_NON_TICKETED':
      return approve(adding);
    case 'APPROVE_COMBINATION':
      return approve(adding, 'Some of the selected requests include tickets and some do not.');
    case 'APPROVE_TICKETED_WITH_TRANSACTION':
      return approve(adding, PAYMENT);
    case 'APPROVE_COMBINATION_WITH_TRANSACTION':
      return approve(
        adding,
        'Some of the selected requests include tickets and some do not.',
        PAYMENT,
      );
  }
}

/** The §5 local blocks: a dialog with only an OK button. */
export function localBlockContent(block: LocalApprovalBlock): { title: string; message: string } {
  return block === 'TICKET_SALES_ENDED'
    ? {
        title: APPROVAL_MESSAGES.ticketSalesEnded,
        message:
          'Sales of a ticket in the selected requests have ended, so they cannot be approved.',
      }
    : {
        title: APPROVAL_MESSAGES.couponUsageLimitReached,
        message:
          'A coupon used by the selected requests has no uses left, so they cannot be approved.',
      };
}
