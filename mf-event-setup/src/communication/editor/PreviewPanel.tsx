import type { EmailPreview } from '@console/event-setup-contract';
import { Banner } from '@console/shared/ui/display';
import { COMMUNICATION_WORDS as WORDS } from '../words';
import styles from '../Communication.module.css';

/**
 * A filled draft: whose data filled it (or the note that sample values did), its subject, its
 * text, and its HTML version as a mail client shows it. The HTML, escaped by the API, is shown in
 * a sandboxed frame that runs no script and reaches nothing of the console.
 */
export function PreviewPanel({ preview }: { preview: EmailPreview }) {
  return (
    <section className={styles.preview} aria-label={WORDS.previewTitle}>
      {preview.filledFrom ? (
        <p className={styles.hint}>
          {WORDS.filledFrom(preview.filledFrom.name, preview.filledFrom.email)}
        </p>
      ) : null}
      {preview.note ? <Banner>{preview.note}</Banner> : null}
      <h3 className={styles.previewHeading}>{WORDS.previewSubject}</h3>
      <p className={styles.previewSubject}>{preview.subject}</p>
      <h3 className={styles.previewHeading}>{WORDS.previewText}</h3>
      <pre className={styles.previewText}>{preview.text}</pre>
      <h3 className={styles.previewHeading}>{WORDS.previewHtml}</h3>
      <iframe
        className={styles.previewHtml}
        title={WORDS.previewHtml}
        sandbox=""
        srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family: sans-serif">${preview.html}</body>`}
      />
    </section>
  );
}
