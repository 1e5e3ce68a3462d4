import { useState } from 'react';
import { useFormik } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { TIMINGS } from '@console/shared/contract';
import { useLeaveConfirmation, useNotifier } from '@console/shared/react';
import { Button, TextField } from '@console/shared/ui';
import { ConfirmDialog, LeaveDialog, SlideOut } from '@console/shared/ui/dialog';
import { serverErrors, TextArea } from '@console/shared/ui/form';
import {
  COMMUNICATION_LIMITS as L,
  type EmailDraft,
  type Placeholder,
  type SavedTemplate,
} from '@console/event-setup-contract';
import { COMMUNICATION_WORDS as WORDS } from '../words';
import styles from '../Communication.module.css';
import { PlaceholderButtons } from './PlaceholderButtons';
import { PreviewPanel } from './PreviewPanel';
import { useCaretInsert, type CaretField } from './use-caret-insert';
import { useDraftActions, type DraftActions } from './use-draft-actions';
import { UseTemplateDialog } from './UseTemplateDialog';

export interface EmailText {
  name: string;
  subject: string;
  body: string;
}
type EditorField = keyof EmailText;

export interface EmailEditorProps {
  title: string;
  initial: EmailText;
  /** A named email (an invitation email, a saved template): its name is a field too. */
  withName: boolean;
  placeholders: readonly Placeholder[];
  /** The contract's yup schema of the form. */
  schema: AnyObjectSchema;
  /** The text 'Use the default text' puts in the draft; none: no such button. */
  defaults?: { subject: string; body: string };
  /** Preview and 'Send me a test' of the draft; none: no such buttons (a saved template). */
  draftActions?: DraftActions;
  /** Saves the form's values; rejects with the API's error (shown on its field, else a toast). */
  save: (text: EmailText) => Promise<void>;
  readOnly: boolean;
  onClose: () => void;
}

const FIELDS = ['name', 'subject', 'body'] as const satisfies readonly EditorField[];
/** The form field a refusal names (the API names the wire field, here the same name). */
const fieldOf = (wirePath: string): EditorField | undefined =>
  FIELDS.find((field) => field === wirePath);

/**
 * An email's editor in a side panel: formik with the contract's yup schema; placeholder buttons
 * that insert at the cursor; a saved template or the default text as the draft; a preview and a
 * test send of the draft as it is (checked first, as Save checks it); Save; and Cancel, which asks
 * before dropping unsaved changes (leaving the page asks too).
 */
export function EmailEditor({
  title,
  initial,
  withName,
  placeholders,
  schema,
  defaults,
  draftActions,
  save,
  readOnly,
  onClose,
}: EmailEditorProps) {
  const { notify } = useNotifier();
  const [asking, setAsking] = useState<'discard' | 'template' | null>(null);
  const formik = useFormik<EmailText>({
    initialValues: initial,
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        await save({ ...values, name: values.name.trim(), subject: values.subject.trim() });
        helpers.resetForm({ values });
      } catch (error) {
        // A refusal naming a field shows under it; any other in a toast.
        const { form, ...onFields } = serverErrors<EditorField>(error, fieldOf);
        helpers.setErrors(onFields);
        if (form) notify(form, { tone: 'error', durationMs: TIMINGS.toastLongMs });
      }
    },
  });
  const guard = useLeaveConfirmation(formik.dirty && !readOnly);
  const setField = (field: EditorField, value: string) => {
    void formik.setFieldValue(field, value, false);
    formik.setFieldError(field, undefined);
  };
  const caret = useCaretInsert(formik.values, (field: CaretField, value) => setField(field, value));

  /** The draft, once its subject and text pass the form's checks (shown on their fields). */
  const checkedDraft = async (): Promise<EmailDraft | null> => {
    const errors = await formik.validateForm();
    if (errors.subject || errors.body) {
      void formik.setTouched({ subject: true, body: true });
      formik.setErrors({ subject: errors.subject, body: errors.body });
      return null;
    }
    return { subject: formik.values.subject.trim(), body: formik.values.body };
  };
  const { preview, test } = useDraftActions(draftActions);
  const run = async (action: typeof preview | typeof test) => {
    const draft = await checkedDraft();
    if (draft) action.mutate(draft);
  };

  const cancel = () => {
    if (formik.dirty && !readOnly) setAsking('discard');
    else onClose();
  };
  const fillFromTemplate = (template: SavedTemplate) => {
    setField('subject', template.subject);
    setField('body', template.body);
    setAsking(null);
    notify(WORDS.templateUsed(template.name), {
      tone: 'success',
      durationMs: TIMINGS.toastShortMs,
    });
  };
  const errorOf = (field: EditorField) =>
    formik.submitCount > 0 || formik.touched[field] ? formik.errors[field] : undefined;

  return (
    <SlideOut
      isOpen
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={title}
      isDismissable={!formik.isSubmitting}
      actions={
        readOnly ? (
          <Button onPress={onClose}>{WORDS.cancel}</Button>
        ) : (
          <>
            <Button isDisabled={formik.isSubmitting} onPress={cancel}>
              {WORDS.cancel}
            </Button>
            <Button
              variant="primary"
              isPending={formik.isSubmitting}
              onPress={() => void formik.submitForm()}
            >
              {formik.isSubmitting ? WORDS.saving : WORDS.save}
            </Button>
          </>
        )
      }
    >
      <form
        className={styles.editor}
        noValidate
        onFocus={caret.onFocus}
        onSubmit={(event) => {
          event.preventDefault();
          void formik.submitForm();
        }}
      >
        {withName ? (
          <TextField
            label={WORDS.name}
            name="name"
            value={formik.values.name}
            onChange={(value) => setField('name', value)}
            maxLength={L.nameMax}
            errorMessage={errorOf('name')}
            isDisabled={readOnly}
            isRequired
          />
        ) : null}
        <TextField
          label={WORDS.subject}
          name="subject"
          value={formik.values.subject}
          onChange={(value) => setField('subject', value)}
          maxLength={L.subjectMax}
          errorMessage={errorOf('subject')}
          isDisabled={readOnly}
          isRequired
        />
        <TextArea
          label={WORDS.body}
          name="body"
          rows={10}
          value={formik.values.body}
          onChange={(value) => setField('body', value)}
          errorMessage={errorOf('body')}
          isDisabled={readOnly}
        />
        {readOnly ? null : (
          <PlaceholderButtons placeholders={placeholders} onInsert={caret.insert} />
        )}
        <div className={styles.editorActions}>
          {readOnly ? null : (
            <Button onPress={() => setAsking('template')}>{WORDS.useTemplate}</Button>
          )}
          {defaults && !readOnly ? (
            <Button
              onPress={() => {
                setField('subject', defaults.subject);
                setField('body', defaults.body);
              }}
            >
              {WORDS.restoreDefault}
            </Button>
          ) : null}
          {draftActions ? (
            <Button isPending={preview.isPending} onPress={() => void run(preview)}>
              {preview.isPending ? WORDS.previewing : WORDS.preview}
            </Button>
          ) : null}
          {draftActions && !readOnly ? (
            <Button isPending={test.isPending} onPress={() => void run(test)}>
              {test.isPending ? WORDS.sendingTest : WORDS.sendTest}
            </Button>
          ) : null}
        </div>
        {preview.data ? <PreviewPanel preview={preview.data} /> : null}
      </form>
      {asking === 'template' ? (
        <UseTemplateDialog onUse={fillFromTemplate} onClose={() => setAsking(null)} />
      ) : null}
      <ConfirmDialog
        isOpen={asking === 'discard'}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={WORDS.discardTitle}
        message={WORDS.discardMessage}
        confirmLabel={WORDS.discard}
        cancelLabel={WORDS.keepEditing}
        tone="danger"
        onConfirm={() => {
          setAsking(null);
          onClose();
        }}
      />
      <LeaveDialog confirmation={guard} title={WORDS.leaveTitle} message={WORDS.leaveMessage} />
    </SlideOut>
  );
}
