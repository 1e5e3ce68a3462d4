import { useState } from 'react';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { Button, EmptyState, formatDateTime } from '@console/shared/ui';
import { DataTable } from '@console/shared/ui/data-table';
import {
  PLACEHOLDERS,
  savedTemplateFormSchema,
  type SavedTemplate,
} from '@console/event-setup-contract';
import { EmailEditor } from '../editor/EmailEditor';
import { useSavedTemplates, useSavedTemplateWrites } from '../hooks/use-saved-templates';
import { useWritable } from '../hooks/use-writable';
import { DeleteDialog } from '../parts/DeleteDialog';
import { namedEmailColumns } from '../parts/named-columns';
import { PageFrame } from '../parts/PageFrame';
import { COMMUNICATION_WORDS as WORDS } from '../words';

type Editing = { kind: 'new' } | { kind: 'edit'; template: SavedTemplate };

/**
 * communication/saved-templates (COMMUNICATION_EMAIL_TEMPLATES_WRITE): the event's saved
 * templates by name, created, edited and deleted after a confirmation; any email's editor can
 * start its draft from one.
 */
export function SavedTemplatesPage() {
  const event = useCurrentEvent();
  const { notify } = useNotifier();
  const templates = useSavedTemplates();
  const writes = useSavedTemplateWrites();
  const writable = useWritable('COMMUNICATION_EMAIL_TEMPLATES_WRITE');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SavedTemplate | null>(null);
  const close = () => setEditing(null);
  return (
    <PageFrame
      title={WORDS.templatesPageTitle}
      hint={WORDS.templatesPageHint}
      actions={
        <Button variant="primary" onPress={() => setEditing({ kind: 'new' })}>
          {WORDS.newTemplate}
        </Button>
      }
      query={templates}
      readOnly={!writable}
    >
      {(list) => (
        <>
          <DataTable
            aria-label={WORDS.templatesTable}
            columns={namedEmailColumns<SavedTemplate>(
              [
                {
                  id: 'updated',
                  header: WORDS.updated,
                  cell: (template) => formatDateTime(template.updatedAt, event.tz),
                },
              ],
              writable
                ? {
                    edit: (template) => setEditing({ kind: 'edit', template }),
                    remove: setDeleting,
                  }
                : null,
            )}
            rows={list}
            getRowId={(template) => template.templateId}
            emptyState={
              <EmptyState title={WORDS.noTemplates} description={WORDS.noTemplatesHint} />
            }
          />
          {editing ? (
            <EmailEditor
              title={
                editing.kind === 'new'
                  ? WORDS.newTemplateTitle
                  : WORDS.editTemplate(editing.template.name)
              }
              initial={
                editing.kind === 'new'
                  ? { name: '', subject: '', body: '' }
                  : {
                      name: editing.template.name,
                      subject: editing.template.subject,
                      body: editing.template.body,
                    }
              }
              withName
              placeholders={PLACEHOLDERS}
              schema={savedTemplateFormSchema}
              save={async (text) => {
                if (editing.kind === 'new') await writes.create.mutateAsync(text);
                else await writes.edit.mutateAsync({ id: editing.template.templateId, body: text });
                notify(WORDS.templateSaved(text.name), {
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
              title={WORDS.deleteTemplateTitle(deleting.name)}
              message={WORDS.deleteTemplateMessage}
              deletedText={WORDS.templateDeleted(deleting.name)}
              isPending={writes.remove.isPending}
              remove={() => writes.remove.mutateAsync(deleting.templateId)}
              onClose={() => setDeleting(null)}
            />
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
