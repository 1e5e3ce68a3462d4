import { Toggle } from '@console/shared/ui/form';
import { describeFeature } from './describe-feature';
import type { FeatureControlProps } from './feature-props';
import { InactiveNote } from './InactiveNote';
import { SessionAccessLink } from './SessionAccessLink';
import { SubFeatures } from './SubFeatures';
import styles from '../Group.module.css';
import { isOn } from '@console/access-control-contract';

/**
 * One top-level feature of a section: a Toggle, its description for the section, why it is
 * inactive when it is, its sub-features, and for the sessions feature (CUSTOM) the link to the
 * section's session access screen.
 */
export function FeatureRow({ groupId, ...props }: FeatureControlProps & { groupId: number }) {
  const { entry, section, pending, onToggle, isDisabled } = props;
  const { node } = entry;
  return (
    <li className={styles.feature}>
      <div className={styles.featureMain}>
        <Toggle
          isSelected={isOn(entry, pending)}
          isDisabled={isDisabled || entry.isFrozen}
          onChange={(on) => onToggle(node.id, on)}
        >
          {node.title}
        </Toggle>
        <p className={styles.description}>{describeFeature(node, section)}</p>
        {node.inactiveReason ? (
          <InactiveNote featureKey={node.id} reason={node.inactiveReason} />
        ) : null}
        {node.fieldType === 'CUSTOM' ? (
          <SessionAccessLink groupId={groupId} section={section} />
        ) : null}
      </div>
      {entry.children.length > 0 ? <SubFeatures {...props} /> : null}
    </li>
  );
}
