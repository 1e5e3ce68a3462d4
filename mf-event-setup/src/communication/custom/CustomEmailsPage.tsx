import { useState } from 'react';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { Button, EmptyState } from '@console/shared/ui';
import { DataTable } from '@console/shared/ui/data-table';
import {
  INVITATION_PLACEHOLDERS,
  invitationEmailFormSchema,
  type InvitationEmail,
} from '@console/event-setup-contract';
import { previewInvitationEmail, testInvitationEmail } from '../client/communication-client';
import { EmailEditor } from '../editor/EmailEditor';
import { useInvitationEmails, useInvitationEmailWrites } from '../hooks/use-invitation-emails';
import { useWritable } from '../hooks/use-writable';
import { DeleteDialog } from '../parts/DeleteDialog';
import { namedEmailColumns } from '../parts/named-columns';
import { PageFrame } from '../parts/PageFrame';
import { COMMUNICATION_WORDS as WORDS } from '../words';

type Editing = { kind: 'new' } | { kind: 'edit'; email: InvitationEmail };

/**
 * communication/custom (COMMUNICATION_CUSTOM_COMMUNICATION_WRITE): the invitation emails an
 * organizer chooses when inviting people to an invite list, created, edited (with a preview and a
 * test send) and deleted after a confirmation.
 */
export function CustomEmailsPage() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const emails = useInvitationEmails();
  const writes = useInvitationEmailWrites();
  const writable = useWritable('COMMUNICATION_CUSTOM_COMMUNICATION_WRITE');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<InvitationEmail | null>(null);
  const close = () => setEditing(null);
  return (
    <PageFrame
      title={WORDS.customTitle}
      hint={WORDS.customHint}
      actions={
        <Button variant="primary" onPress={() => setEditing({ kind: 'new' })}>
          {WORDS.newInvitation}
        </Button>
      }
      query={emails}
      readOnly={!writable}
    >
      {(list) => (
        <>
          <DataTable
            aria-label={WORDS.invitationsTable}
            columns={namedEmailColumns<InvitationEmail>(
              [],
              writable
                ? { edit: (email) => setEditing({ kind: 'edit', email }), remove: setDeleting }
                : null,
            )}
            rows={list}
            getRowId={(email) => email.communicationId}
            emptyState={
              <EmptyState title={WORDS.noInvitations} description={WORDS.noInvitationsHint} />
            }
          />
          {editing ? (
            <EmailEditor
              title={
                editing.kind === 'new'
                  ? WORDS.newInvitationTitle
                  : WORDS.editInvitation(editing.email.name)
              }
              initial={
                editing.kind === 'new'
                  ? { name: '', subject: '', body: '' }
                  : {
                      name: editing.email.name,
                      subject: editing.email.subject,
                      body: editing.email.body,
                    }
              }
              withName
              placeholders={INVITATION_PLACEHOLDERS}
              schema={invitationEmailFormSchema}
              draftActions={{
                preview: (draft) => previewInvitationEmail(eventId, draft),
                test: (draft) => testInvitationEmail(eventId, draft),
              }}
              save={async (text) => {
                if (editing.kind === 'new') await writes.create.mutateAsync(text);
                else
                  await writes.edit.mutateAsync({ id: editing.email.communicationId, body: text });
                notify(WORDS.invitationSaved(text.name), {
                  tone: 'success',
                  durationMs: TIMINGS.toastShortMs,
                });
                close();
              }}
              readOnly={!writable}
              onClose={close}
            />
          ) : null}
          {deleting ? (
            <DeleteDialog
              title={WORDS.deleteInvitationTitle(deleting.name)}
              message={WORDS.deleteInvitationMessage}
              deletedText={WORDS.invitationDeleted(deleting.name)}
              isPending={writes.remove.isPending}
              remove={() => writes.remove.mutateAsync(deleting.communicationId)}
              onClose={() => setDeleting(null)}
            />
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
