import { Checkbox, RadioGroup } from '@console/shared/ui/form';
import type { FeatureControlProps } from './feature-props';
import { InactiveNote } from './InactiveNote';
import { GROUP_PAGE_WORDS } from '../words';
import styles from '../Group.module.css';
import { isOn } from '@console/access-control-contract';

/** A parent's sub-features: one choice (RadioGroup) for a RADIOBUTTON parent, else checkboxes. */
export function SubFeatures(props: FeatureControlProps) {
  const { entry: parent, texts, onChoose, isDisabled } = props;
  if (parent.node.fieldType === 'RADIOBUTTON') {
    const chosen = parent.children.find(isOn);
    return (
      <div className={styles.subFeatures}>
        <RadioGroup
          label={GROUP_PAGE_WORDS.options(parent.node.title)}
          options={parent.children.map((child) => ({
            value: child.node.id,
            label: child.node.title,
            description: texts.get(child.node.id),
            isDisabled: child.isFrozen,
          }))}
          value={chosen?.node.id ?? null}
          onChange={onChoose}
          isDisabled={isDisabled || parent.isFrozen}
        />
      </div>
    );
  }
  return (
    <ul className={styles.subFeatures}>
      {parent.children.map((child) => (
        <li key={child.node.id} className={styles.featureMain}>
          <Checkbox
            isSelected={isOn(child)}
            isDisabled={isDisabled || child.isFrozen}
            onChange={(on) => props.onToggle(child.node.id, on)}
          >
            {child.node.title}
          </Checkbox>
          <p className={styles.description}>{texts.get(child.node.id)}</p>
          {child.node.inactiveReason ? (
            <InactiveNote featureKey={child.node.id} reason={child.node.inactiveReason} />
          ) : null}
          {child.children.length > 0 ? <SubFeatures {...props} entry={child} /> : null}
        </li>
      ))}
    </ul>
  );
}
