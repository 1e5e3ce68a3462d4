import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isSupportChatHidden } from './support-chat';
import styles from '../shell.module.css';

export const SUPPORT_EMAIL = 'support@organizer-console.example';

/**
 * The "Chat with support" launcher (bottom corner), in its own complementary landmark so every
 * piece of the page sits in one; hidden where spec §2.1 says so. No external service.
 */
export function SupportChat() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (isSupportChatHidden(pathname)) return null;
  return (
    <aside className={styles.supportChat} aria-label="Support chat">
      {open ? (
        <section id={panelId} role="dialog" aria-label="Support" className={styles.supportPanel}>
          <h2 className={styles.supportTitle}>Support</h2>
          <p>
            Support is available by email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
            We answer within one business day.
          </p>
          <button type="button" className={styles.supportButton} onClick={() => setOpen(false)}>
            Close
          </button>
        </section>
      ) : null}
      <button
        type="button"
        className={styles.supportButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Chat with support
      </button>
    </aside>
  );
}
