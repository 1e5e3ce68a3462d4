/** Which row actions an invitee has (spec people §4): one who accepted cannot be declined. */
import type { InvitationStatus, Invitee } from '@console/people-contract';

export type InviteeAction = 'decline' | 'delete';

/** Decline only while the invitee has not answered; delete always. */
export function inviteeActions(status: InvitationStatus): InviteeAction[] {
  return status === 'AWAITING_RESPONSE' ? ['decline', 'delete'] : ['delete'];
}

/** How an invitee is named in the table, the row buttons and the confirmations. */
export function inviteeName(invitee: Pick<Invitee, 'firstName' | 'lastName' | 'email'>): string {
  return `${invitee.firstName} ${invitee.lastName}`.trim() || invitee.email;
}
