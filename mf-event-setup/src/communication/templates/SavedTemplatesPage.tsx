import { useCurrentEvent } from '@console/shared/react';
import { formatDateTime } from '@console/shared/ui';
import { PLACEHOLDERS, savedTemplateFormSchema } from '@console/event-setup-contract';
import { useSavedTemplates, useSavedTemplateWrites } from '../hooks/use-saved-templates';
import { NamedEmailsPage } from '../parts/NamedEmailsPage';
import { COMMUNICATION_WORDS as WORDS } from '../words';

/**
 * communication/saved-templates (COMMUNICATION_EMAIL_TEMPLATES_WRITE): the event's saved
 * templates by name, created, edited and deleted after a confirmation; any email's editor can
 * start its draft from one.
 */
export function SavedTemplatesPage() {
  const event = useCurrentEvent();
  const writes = useSavedTemplateWrites();
  return (
    <NamedEmailsPage
      words={WORDS.savedTemplates}
      permission="COMMUNICATION_EMAIL_TEMPLATES_WRITE"
      emails={useSavedTemplates()}
      idOf={(template) => template.templateId}
      extraColumns={[
        {
          id: 'updated',
          header: WORDS.updated,
          cell: (template) => formatDateTime(template.updatedAt, event.tz),
        },
      ]}
      editor={{ placeholders: PLACEHOLDERS, schema: savedTemplateFormSchema }}
      create={(text) => writes.create.mutateAsync(text)}
      edit={(id, text) => writes.edit.mutateAsync({ id, body: text })}
      remove={{ run: (id) => writes.remove.mutateAsync(id), isPending: writes.remove.isPending }}
    />
  );
}
