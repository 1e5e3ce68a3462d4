import { useCurrentEvent } from '@console/shared/react';
import { INVITATION_PLACEHOLDERS, invitationEmailFormSchema } from '@console/event-setup-contract';
import { previewInvitationEmail, testInvitationEmail } from '../client/communication-client';
import { useInvitationEmails, useInvitationEmailWrites } from '../hooks/use-invitation-emails';
import { NamedEmailsPage } from '../parts/NamedEmailsPage';
import { COMMUNICATION_WORDS as WORDS } from '../words';

/**
 * communication/custom (COMMUNICATION_CUSTOM_COMMUNICATION_WRITE): the invitation emails an
 * organizer chooses when inviting people to an invite list, created, edited (with a preview and a
 * test send) and deleted after a confirmation.
 */
export function CustomEmailsPage() {
  const { eventId } = useCurrentEvent();
  const writes = useInvitationEmailWrites();
  return (
    <NamedEmailsPage
      words={WORDS.invitationEmails}
      permission="COMMUNICATION_CUSTOM_COMMUNICATION_WRITE"
      emails={useInvitationEmails()}
      idOf={(email) => email.communicationId}
      editor={{
        placeholders: INVITATION_PLACEHOLDERS,
        schema: invitationEmailFormSchema,
        draftActions: {
          preview: (draft) => previewInvitationEmail(eventId, draft),
          test: (draft) => testInvitationEmail(eventId, draft),
        },
      }}
      create={(text) => writes.create.mutateAsync(text)}
      edit={(id, text) => writes.edit.mutateAsync({ id, body: text })}
      remove={{ run: (id) => writes.remove.mutateAsync(id), isPending: writes.remove.isPending }}
    />
  );
}
