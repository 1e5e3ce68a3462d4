import { useState } from 'react';
import { useCurrentEvent, useNotifier, useSearchParams } from '@console/shared/react';
import { TIMINGS } from '@console/shared/contract';
import { Banner } from '@console/shared/ui/display';
import {
  EMAIL_DEFAULTS,
  EMAIL_KINDS,
  emailFormSchema,
  STANDARD_EMAIL_PARAM,
  type EmailKind,
  type EventEmail,
} from '@console/event-setup-contract';
import { previewEventEmail, testEventEmail } from '../client/communication-client';
import { EmailEditor } from '../editor/EmailEditor';
import { useEmailSwitch, useEventEmails, useSaveEmailText } from '../hooks/use-event-emails';
import { useWritable } from '../hooks/use-writable';
import { PageFrame } from '../parts/PageFrame';
import { COMMUNICATION_WORDS as WORDS } from '../words';
import styles from '../Communication.module.css';
import { EmailRow } from './EmailRow';

const isKind = (value: string | null): value is EmailKind =>
  value !== null && (EMAIL_KINDS as readonly string[]).includes(value);

/**
 * communication/standard (COMMUNICATION_STANDARD_COMMUNICATION_WRITE): the event's automatic
 * emails, each with its switch (saved at once; approvals read it) and an editor for its text.
 * `?email=KIND` (the approve-email-off dialog's link) marks that email and focuses its switch,
 * and says when it is off.
 */
export function StandardEmailsPage() {
  const emails = useEventEmails();
  const writable = useWritable('COMMUNICATION_STANDARD_COMMUNICATION_WRITE');
  const toggle = useEmailSwitch();
  const [params] = useSearchParams();
  const linked = params.get(STANDARD_EMAIL_PARAM);
  const highlighted = isKind(linked) ? linked : null;
  const [editing, setEditing] = useState<EmailKind | null>(null);
  const isOn = (email: EventEmail) =>
    toggle.isPending && toggle.variables.kind === email.kind
      ? toggle.variables.enabled
      : email.enabled;
  return (
    <PageFrame
      title={WORDS.standardTitle}
      hint={WORDS.standardHint}
      query={emails}
      readOnly={!writable}
    >
      {(list) => {
        const linkedEmail = list.find((email) => email.kind === highlighted);
        const open = list.find((email) => email.kind === editing);
        return (
          <>
            {linkedEmail && !isOn(linkedEmail) ? (
              <Banner tone="warning">{WORDS.linkedEmailOff(linkedEmail.kind)}</Banner>
            ) : null}
            <ul className={styles.settings}>
              {list.map((email) => (
                <EmailRow
                  key={email.kind}
                  email={email}
                  isOn={isOn(email)}
                  writable={writable}
                  isSaving={toggle.isPending}
                  isHighlighted={email.kind === highlighted}
                  onSwitch={(enabled) => toggle.mutate({ kind: email.kind, enabled })}
                  onOpen={() => setEditing(email.kind)}
                />
              ))}
            </ul>
            {open ? (
              <StandardEmailEditor
                email={open}
                readOnly={!writable}
                onClose={() => setEditing(null)}
              />
            ) : null}
          </>
        );
      }}
    </PageFrame>
  );
}

function StandardEmailEditor({
  email,
  readOnly,
  onClose,
}: {
  email: EventEmail;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const saveText = useSaveEmailText(email.kind);
  return (
    <EmailEditor
      title={readOnly ? WORDS.viewEmail(email.kind) : WORDS.editEmail(email.kind)}
      initial={{ name: '', subject: email.subject, body: email.body }}
      withName={false}
      placeholders={email.placeholders}
      schema={emailFormSchema(email.placeholders)}
      defaults={EMAIL_DEFAULTS[email.kind]}
      draftActions={{
        preview: (draft) => previewEventEmail(eventId, email.kind, draft),
        test: (draft) => testEventEmail(eventId, email.kind, draft),
      }}
      save={async ({ subject, body }) => {
        await saveText.mutateAsync({ subject, body });
        notify(WORDS.emailSaved(email.kind), { tone: 'success', durationMs: TIMINGS.toastShortMs });
        onClose();
      }}
      readOnly={readOnly}
      onClose={onClose}
    />
  );
}
