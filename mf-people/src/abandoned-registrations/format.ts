/** Display helpers of the abandoned-registration screens. */
import type { AbandonedRegistration } from '@console/people-contract';

export function displayName(
  row: Pick<AbandonedRegistration, 'firstName' | 'lastName' | 'emailId'>,
) {
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.emailId;
}

export function ticketSummary(tickets: readonly { name: string; count: number }[]): string {
  return tickets.map((t) => `${t.name} × ${t.count}`).join(', ');
}
