import { useRouteBuilder } from '@console/shared/react';
import { Button, EmptyState, ErrorState, errorText, Link, LoadingState } from '@console/shared/ui';
import { Dialog } from '@console/shared/ui/dialog';
import type { SavedTemplate } from '@console/event-setup-contract';
import { useSavedTemplates } from '../hooks/use-saved-templates';
import { COMMUNICATION_WORDS as WORDS } from '../words';
import styles from '../Communication.module.css';

export interface UseTemplateDialogProps {
  onUse: (template: SavedTemplate) => void;
  onClose: () => void;
}

/** The event's saved templates to start the draft from: choosing one copies it into the draft. */
export function UseTemplateDialog({ onUse, onClose }: UseTemplateDialogProps) {
  const routes = useRouteBuilder();
  const templates = useSavedTemplates();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={WORDS.templatesTitle}
      size="wide"
      actions={<Button onPress={onClose}>{WORDS.cancel}</Button>}
    >
      <p className={styles.hint}>{WORDS.templatesHint}</p>
      {templates.isPending ? (
        <LoadingState label={WORDS.loading} />
      ) : templates.isError ? (
        <ErrorState
          title={WORDS.loadFailed}
          message={errorText(templates.error)}
          onRetry={() => void templates.refetch()}
        />
      ) : templates.data.length === 0 ? (
        <EmptyState
          title={WORDS.savedTemplates.none}
          description={WORDS.savedTemplates.noneHint}
          action={
            <Link href={routes.to('communication.savedTemplates')}>{WORDS.openTemplates}</Link>
          }
        />
      ) : (
        <ul className={styles.templateChoices}>
          {templates.data.map((template) => (
            <li key={template.templateId} className={styles.templateChoice}>
              <div>
                <strong>{template.name}</strong>
                <p className={styles.hint}>{WORDS.subjectLine(template.subject)}</p>
              </div>
              <Button
                size="small"
                onPress={() => onUse(template)}
                aria-label={WORDS.chooseTemplate(template.name)}
              >
                {WORDS.use}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
