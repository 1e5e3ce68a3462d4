import { useEffect, useId, useRef } from 'react';
import { Button } from '@console/shared/ui';
import { Badge } from '@console/shared/ui/display';
import { Toggle } from '@console/shared/ui/form';
import { EMAIL_KIND_DESCRIPTIONS, type EventEmail } from '@console/event-setup-contract';
import { COMMUNICATION_WORDS as WORDS } from '../words';
import styles from '../Communication.module.css';

export interface EmailRowProps {
  email: EventEmail;
  /** The switch as shown (the value being saved while a save runs). */
  isOn: boolean;
  writable: boolean;
  isSaving: boolean;
  /** Opened from a link naming this email (?email=KIND): marked, scrolled to and focused. */
  isHighlighted: boolean;
  onSwitch: (on: boolean) => void;
  onOpen: () => void;
}

/** One automatic email: its switch (or its state, read-only), when it is sent, its subject, Edit. */
export function EmailRow({
  email,
  isOn,
  writable,
  isSaving,
  isHighlighted,
  onSwitch,
  onOpen,
}: EmailRowProps) {
  const descriptionId = useId();
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!isHighlighted || !row.current) return;
    row.current.scrollIntoView?.({ block: 'center' });
    row.current.querySelector<HTMLElement>('input, button')?.focus();
  }, [isHighlighted]);
  const { kind } = email;
  return (
    <li
      ref={row}
      className={isHighlighted ? `${styles.setting} ${styles.highlighted}` : styles.setting}
      aria-current={isHighlighted ? 'true' : undefined}
    >
      <div className={styles.control}>
        {writable ? (
          <Toggle
            isSelected={isOn}
            isDisabled={isSaving}
            onChange={onSwitch}
            aria-describedby={descriptionId}
          >
            {WORDS.emailSwitch(kind)}
          </Toggle>
        ) : (
          <span className={styles.state}>
            {WORDS.emailSwitch(kind)}
            <Badge tone={isOn ? 'success' : 'neutral'}>{isOn ? WORDS.on : WORDS.off}</Badge>
          </span>
        )}
        {email.customized ? <Badge>{WORDS.edited}</Badge> : null}
        <Button
          size="small"
          onPress={onOpen}
          aria-label={writable ? WORDS.editLabel(kind) : WORDS.viewLabel(kind)}
        >
          {writable ? WORDS.edit : WORDS.view}
        </Button>
      </div>
      <p id={descriptionId} className={styles.description}>
        {EMAIL_KIND_DESCRIPTIONS[kind]}
      </p>
      <p className={styles.subject}>{WORDS.subjectLine(email.subject)}</p>
    </li>
  );
}
