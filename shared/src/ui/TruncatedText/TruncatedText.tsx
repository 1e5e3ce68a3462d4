import { VisuallyHidden } from 'react-aria-components';
import { truncateText } from '../format';
import styles from './TruncatedText.module.css';

export interface ShortenedTextProps {
  /** The full text: the tooltip (title) and what screen readers, find-in-page and copy read. */
  text: string;
  /** What the screen shows instead, e.g. "guest…" or "+2". */
  shown: string;
}

/** A short form on screen for a longer text that stays whole for everything else. */
export function ShortenedText({ text, shown }: ShortenedTextProps) {
  if (shown === text) return <span>{text}</span>;
  return (
    <span title={text}>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden elementType="span">{text}</VisuallyHidden>
    </span>
  );
}

export interface TruncatedTextProps {
  text: string;
  /**
   * Cut after this many characters, with an ellipsis. Without it the text stays on one line
   * and is cut with an ellipsis at the width of its container (never broken mid-word).
   */
  maxLength?: number;
}

/** Text that may be shortened on screen; its full text is the tooltip and the accessible text. */
export function TruncatedText({ text, maxLength }: TruncatedTextProps) {
  if (maxLength === undefined) {
    return (
      <span className={styles.ellipsis} title={text}>
        {text}
      </span>
    );
  }
  return <ShortenedText text={text} shown={truncateText(text, maxLength)} />;
}
