import { Focusable } from 'react-aria-components';
import { formatNumber } from '../format';
import { Tooltip } from '../Tooltip';
import { TruncatedText } from '../TruncatedText';
import { splitTags } from './split-tags';
import styles from './TagList.module.css';

export interface TagListProps {
  'aria-label': string;
  tags: readonly string[];
  /** Chips shown before the rest fold into "+N". */
  max?: number;
  /** Longer names are cut with an ellipsis (full text as tooltip and accessible text). */
  nameMaxLength?: number;
}

/**
 * Chips for a few names: the first `max`, then a "+N" chip that lists the rest in its tooltip
 * (on hover and keyboard focus) and its accessible name.
 */
export function TagList({ tags, max = 2, nameMaxLength, 'aria-label': label }: TagListProps) {
  const { shown, hidden } = splitTags(tags, max);
  const more = `${formatNumber(hidden.length)} more: ${hidden.join(', ')}`;
  return (
    <ul className={styles.list} aria-label={label}>
      {shown.map((tag, index) => (
        <li key={`${index}-${tag}`} className={styles.chip}>
          <TruncatedText text={tag} maxLength={nameMaxLength} />
        </li>
      ))}
      {hidden.length > 0 ? (
        <li>
          <Tooltip content={hidden.join(', ')}>
            <Focusable>
              <span role="img" tabIndex={0} aria-label={more} className={styles.more}>
                +{formatNumber(hidden.length)}
              </span>
            </Focusable>
          </Tooltip>
        </li>
      ) : null}
    </ul>
  );
}
