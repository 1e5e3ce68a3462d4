import styles from '../Explainer.module.css';
import { DecisionTrace, OutcomeBadge } from './Decision';
import type { FeatureNode } from './trace-items';

function FeatureBranch({ node }: { node: FeatureNode }) {
  const { item, children } = node;
  return (
    <li className={styles.item} aria-label={item.title}>
      <span className={styles.itemHead}>
        <span className={styles.itemTitle}>{item.title}</span>
        <OutcomeBadge decision={item.decision} />
      </span>
      <DecisionTrace decision={item.decision} />
      {children.length > 0 ? (
        <ul className={styles.subtrace}>
          {children.map((child) => (
            <FeatureBranch key={child.item.id} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Each feature with its outcome and who decides it, sub-features indented under their parent. */
export function FeatureTrace({
  nodes,
  emptyText,
}: {
  nodes: readonly FeatureNode[];
  emptyText: string;
}) {
  return (
    <section className={styles.section} aria-labelledby="explainer-features">
      <h3 id="explainer-features" className={styles.sectionTitle}>
        Features
      </h3>
      {nodes.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.trace} aria-label="Features">
          {nodes.map((node) => (
            <FeatureBranch key={node.item.id} node={node} />
          ))}
        </ul>
      )}
    </section>
  );
}
