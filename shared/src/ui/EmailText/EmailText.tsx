import { Fragment } from 'react';
import styles from './EmailText.module.css';

/**
 * The places an email may break across lines: before the @ and after each dot, so that a long
 * address wraps as "jane.doe" / "@example.com", never inside a word. The pieces join back into
 * the address.
 */
export function emailBreakPieces(email: string): string[] {
  return email.split(/(?=@)|(?<=\.)/);
}

/** An email address that wraps at its @ and dots (with <wbr>) when its cell is too narrow. */
export function EmailText({ email }: { email: string }) {
  const pieces = emailBreakPieces(email);
  return (
    <span className={styles.email}>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
