import { Toggle } from '@console/shared/ui/form';
import type { FeatureControlProps } from './feature-props';
import { InactiveNote } from './InactiveNote';
import { SessionAccessLink } from './SessionAccessLink';
import { SubFeatures } from './SubFeatures';
import styles from '../Group.module.css';
import { isOn } from '@console/access-control-contract';

/**
 * One top-level feature of a section: a Toggle, the text of its current position (switchTexts),
 * why it is inactive when it is, its sub-features, and for the sessions feature (CUSTOM) the link
 * to the section's session access screen.
 */
export function FeatureRow({ groupId, ...props }: FeatureControlProps & { groupId: number }) {
  const { entry, section, texts, onToggle, isDisabled } = props;
  const { node } = entry;
  // A parent shown only for its options, and on through its base: this section cannot turn it off.
  const isHeldByBase = !entry.isOffered && isOn(entry);
  return (
    <li className={styles.feature}>
      <div className={styles.featureMain}>
        <Toggle
          isSelected={isOn(entry)}
          isDisabled={isDisabled || entry.isFrozen || isHeldByBase}
          onChange={(on) => onToggle(node.id, on)}
        >
          {node.title}
        </Toggle>
        <p className={styles.description}>{texts.get(node.id)}</p>
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
