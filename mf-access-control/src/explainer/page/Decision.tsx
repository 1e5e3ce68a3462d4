import { Badge } from '@console/shared/ui/display';
import styles from '../Explainer.module.css';
import { decidedByText, OUTCOME_LABEL, OUTCOME_TONE } from './outcome';
import type { AccessDecision } from '@console/access-control-contract';

/** The outcome badge (its word, not colour alone). */
export function OutcomeBadge({ decision }: { decision: AccessDecision }) {
  return <Badge tone={OUTCOME_TONE[decision.outcome]}>{OUTCOME_LABEL[decision.outcome]}</Badge>;
}

/** Who decides and why, under an item: "Decided by VIP ticket — Revoke access", then the sentence. */
export function DecisionTrace({ decision }: { decision: AccessDecision }) {
  const by = decidedByText(decision);
  return (
    <>
      {by ? <p className={styles.decidedBy}>{by}</p> : null}
      <p className={styles.why}>{decision.explanation}</p>
    </>
  );
}
