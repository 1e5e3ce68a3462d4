import { useId, useRef, useState } from 'react';
import { TIMINGS } from '@console/shared/contract';
import { useNotifier } from '@console/shared/react';
import { Button, errorText, type Key } from '@console/shared/ui';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import { Select } from '@console/shared/ui/select';
import type { FormField, RegistrationFormFlow } from '@console/registration-contract';
import { useUpdateField } from '../form/hooks/use-field-mutations';
import styles from '../form/Form.module.css';
import { fieldTypeLabel, FORM_WORDS as WORDS } from '../form/words';
import { withFlow, withoutFlow } from './flow-membership';

export interface FlowSectionProps {
  flow: RegistrationFormFlow;
  /** Every field of the form, in order: those not in the flow can be added. */
  fields: readonly FormField[];
  canEdit: boolean;
}

/**
 * One flow: the fields it asks for, and for a user who may edit the flows, a field of the form to
 * add and a Remove per field (each a PATCH of the field's flowIds). After a removal the focus goes
 * to the flow's heading, the row being gone.
 */
export function FlowSection({ flow, fields, canEdit }: FlowSectionProps) {
  const { notify } = useNotifier();
  const update = useUpdateField();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [chosen, setChosen] = useState<Key | null>(null);
  const inFlow = new Set(flow.fields.map((field) => field.fieldId));
  const addable = fields.filter((field) => !inFlow.has(field.fieldId));
  const failed = (error: unknown) =>
    notify(errorText(error), { tone: 'error', durationMs: TIMINGS.toastLongMs });
  const done = (message: string) =>
    notify(message, { tone: 'success', durationMs: TIMINGS.toastShortMs });

  const add = () => {
    const field = addable.find((candidate) => candidate.fieldId === chosen);
    if (!field) return;
    update.mutate(
      { fieldId: field.fieldId, body: { flowIds: withFlow(field, flow.flowId) } },
      {
        onSuccess: () => {
          setChosen(null);
          done(WORDS.addedToFlow(field.label, flow.name));
        },
        onError: failed,
      },
    );
  };
  const remove = (field: FormField) =>
    update.mutate(
      { fieldId: field.fieldId, body: { flowIds: withoutFlow(field, flow.flowId) } },
      {
        onSuccess: () => {
          heading.current?.focus();
          done(WORDS.removedFromFlow(field.label, flow.name));
        },
        onError: failed,
      },
    );

  const columns: DataTableColumn<FormField>[] = [
    {
      id: 'label',
      header: WORDS.label,
      isRowHeader: true,
      minWidth: '12rem',
      cell: (field) => <span className={styles.label}>{field.label}</span>,
    },
    { id: 'type', header: WORDS.type, minWidth: '7rem', cell: fieldTypeLabel },
    {
      id: 'required',
      header: WORDS.required,
      minWidth: '5rem',
      cell: (field) => (field.required ? WORDS.yes : WORDS.no),
    },
  ];
  if (canEdit)
    columns.push({
      id: 'actions',
      header: WORDS.actions,
      minWidth: '6rem',
      cell: (field) => (
        <Button
          size="small"
          aria-label={WORDS.removeFieldFromFlow(field.label, flow.name)}
          isPending={update.isPending}
          onPress={() => remove(field)}
        >
          {WORDS.removeFromFlow}
        </Button>
      ),
    });

  return (
    <section className={styles.flow} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.flowTitle}>
        {flow.name}
      </h2>
      <DataTable
        aria-label={WORDS.flowFields(flow.name)}
        columns={columns}
        rows={flow.fields}
        getRowId={(field) => field.fieldId}
        emptyState={<p className={styles.hint}>{WORDS.noFlowFields}</p>}
        maxHeight="none"
      />
      {canEdit ? (
        addable.length === 0 ? (
          <p className={styles.hint}>{WORDS.everyFieldInFlow}</p>
        ) : (
          <div className={styles.addToFlow}>
            <Select
              label={WORDS.fieldToAdd(flow.name)}
              options={addable.map((field) => ({ id: field.fieldId, label: field.label }))}
              value={chosen}
              onChange={setChosen}
              placeholder={WORDS.chooseField}
            />
            <Button isDisabled={chosen === null} isPending={update.isPending} onPress={add}>
              {WORDS.addToFlow}
            </Button>
          </div>
        )
      ) : null}
    </section>
  );
}
