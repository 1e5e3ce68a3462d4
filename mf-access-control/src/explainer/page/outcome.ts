/**
 * How a decision reads (the outcome as a word and a badge, never colour alone) and who made it:
 * "Decided by VIP ticket — Revoke access".
 */
import type { BadgeTone } from '@console/shared/ui/display';
import { SECTION_TITLE } from '../../group/words';
import type { AccessDecision } from '@console/access-control-contract';

type Outcome = AccessDecision['outcome'];

export const OUTCOME_LABEL: Readonly<Record<Outcome, string>> = {
  GRANT: 'Granted',
  NO_GRANT: 'Not granted',
  REVOKED: 'Revoked',
  INACTIVE: 'Inactive',
};

export const OUTCOME_TONE: Readonly<Record<Outcome, BadgeTone>> = {
  GRANT: 'success',
  NO_GRANT: 'neutral',
  REVOKED: 'danger',
  INACTIVE: 'warning',
};

export function decidedByText(decision: AccessDecision): string | null {
  const by = decision.decidedBy;
  return by ? `Decided by ${by.groupName} — ${SECTION_TITLE[by.section]}` : null;
}
