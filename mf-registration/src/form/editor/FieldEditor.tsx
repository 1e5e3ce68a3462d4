import { useState } from 'react';
import { useFormik } from 'formik';
import { useNotifier } from '@console/shared/react';
import { Button, TextField } from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import { SlideOut } from '@console/shared/ui/dialog';
import { Checkbox } from '@console/shared/ui/form';
import { MultiSelect, Select } from '@console/shared/ui/select';
import { TIMINGS } from '@console/shared/contract';
import {
  FORM_FIELD_TYPES,
  REGISTRATION_FORM_LIMITS as L,
  type FormField,
  type FormFieldType,
  type RegistrationFormFlow,
} from '@console/registration-contract';
import { useCreateField, useUpdateField } from '../hooks/use-field-mutations';
import styles from '../Form.module.css';
import { FORM_WORDS as WORDS } from '../words';
import {
  fieldErrors,
  fieldPatch,
  fieldValues,
  offersValues,
  refusalErrors,
  wireOf,
  type FieldErrors,
  type FieldValues,
} from './field-values';
import { PredefinedValuesEditor } from './PredefinedValuesEditor';

const TYPE_OPTIONS = FORM_FIELD_TYPES.map((type) => ({ id: type, label: WORDS.types[type] }));

export interface FieldEditorProps {
  /** The field to edit, or null to add one. */
  field: FormField | null;
  flows: readonly RegistrationFormFlow[];
  onClose: () => void;
}

/**
 * A field's editor in a slide-out: label, type (a text field may be a single select), required,
 * predefined values and flows. Formik holds what is typed; on Save the contract's
 * formFieldFormSchema checks it with the API's messages before any request, and what the API
 * refuses (a type change once answered, a value a group filters on...) shows on the input it
 * names or above the form, with everything typed kept. The field name is made once by the API and
 * only shown.
 */
export function FieldEditor({ field, flows, onClose }: FieldEditorProps) {
  const { notify } = useNotifier();
  const create = useCreateField();
  const update = useUpdateField();
  const [errors, setErrors] = useState<FieldErrors>({});
  const isNew = field === null;
  const isPending = create.isPending || update.isPending;

  const formik = useFormik<FieldValues>({
    initialValues: fieldValues(
      field,
      flows.map((flow) => flow.flowId),
    ),
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false);
      const found = fieldErrors(values);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const onError = (error: unknown) => setErrors(refusalErrors(error));
      if (field === null) {
        create.mutate(wireOf(values), { onSuccess: onClose, onError });
        return;
      }
      const patch = fieldPatch(values, formik.initialValues);
      if (patch === null) {
        onClose();
        return;
      }
      update.mutate(
        { fieldId: field.fieldId, body: patch },
        {
          onSuccess: () => {
            notify(WORDS.fieldSaved, { tone: 'success', durationMs: TIMINGS.toastShortMs });
            onClose();
          },
          onError,
        },
      );
    },
  });
  const values = formik.values;

  /** Sets a value; the message of what it changes, and the form's, go. */
  const edit = <K extends keyof FieldValues>(
    name: K,
    value: FieldValues[K],
    ...errorKeys: string[]
  ) => {
    void formik.setFieldValue(name, value, false);
    const cleared = new Set(['form', ...errorKeys]);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.has(key))),
    );
  };
  const valueKeys = Object.keys(errors).filter((key) => key.startsWith('predefinedValues'));

  return (
    <SlideOut
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={isNew ? WORDS.newFieldTitle : WORDS.editFieldTitle}
      isDismissable={!isPending}
    >
      <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
        {errors.form ? <Banner tone="warning">{errors.form}</Banner> : null}
        <TextField
          label={WORDS.label}
          name="label"
          isRequired
          maxLength={L.labelMax}
          value={values.label}
          onChange={(text) => edit('label', text, 'label')}
          errorMessage={errors.label}
        />
        <div className={styles.readOnlyField}>
          <span className={styles.readOnlyLabel}>{WORDS.fieldName}</span>
          {field ? <code>{field.fieldName}</code> : null}
          <p className={styles.hint}>{field ? WORDS.fieldNameHint : WORDS.fieldNameNew}</p>
        </div>
        <Select
          label={WORDS.type}
          name="type"
          options={TYPE_OPTIONS}
          value={values.type}
          onChange={(type) => {
            if (type !== null) edit('type', type as FormFieldType, 'type', 'subType', ...valueKeys);
          }}
          errorMessage={errors.type}
        />
        {values.type === 'STRING' ? (
          <div>
            <Checkbox
              isSelected={values.singleSelect}
              onChange={(on) => edit('singleSelect', on, 'subType', ...valueKeys)}
            >
              {WORDS.singleSelect}
            </Checkbox>
            {errors.subType ? <p className={styles.error}>{errors.subType}</p> : null}
          </div>
        ) : null}
        <div>
          <Checkbox
            isSelected={values.required}
            onChange={(on) => edit('required', on, 'required')}
          >
            {WORDS.requiredField}
          </Checkbox>
          <p className={styles.hint}>{WORDS.requiredHint}</p>
        </div>
        {offersValues(values) ? (
          <PredefinedValuesEditor
            options={values.predefinedValues}
            errors={errors}
            onChange={(options, changedKey) =>
              edit(
                'predefinedValues',
                options,
                'predefinedValues',
                ...(changedKey === null ? valueKeys : [changedKey]),
              )
            }
          />
        ) : null}
        <MultiSelect
          label={WORDS.flows}
          name="flowIds"
          options={flows.map((flow) => ({ id: flow.flowId, label: flow.name }))}
          value={values.flowIds}
          placeholder={WORDS.noFlowChosen}
          onChange={(keys) => edit('flowIds', keys.map(Number), 'flowIds')}
          errorMessage={errors.flowIds}
        />
        <p className={styles.hint}>{WORDS.flowsHint}</p>
        <div className={styles.formActions}>
          <Button variant="secondary" isDisabled={isPending} onPress={onClose}>
            {WORDS.cancel}
          </Button>
          <Button
            type="submit"
            variant="primary"
            isDisabled={isPending || (!isNew && !formik.dirty)}
          >
            {isNew ? (isPending ? WORDS.adding : WORDS.add) : isPending ? WORDS.saving : WORDS.save}
          </Button>
        </div>
      </form>
    </SlideOut>
  );
}
