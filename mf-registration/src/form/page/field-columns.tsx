/**
 * The form's columns: what each field asks (its label as written, shown as text even when it
 * holds markup), how, whether it must be answered, how many values it offers and which flows ask
 * for it; and, for those who may edit, its actions.
 */
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@console/shared/ui/data-table';
import type { FormField } from '@console/registration-contract';
import styles from '../Form.module.css';
import { fieldTypeLabel, FORM_WORDS as WORDS } from '../words';

export interface FieldColumnsOptions {
  /** A flow's name by id. */
  flowName: (flowId: number) => string;
  /** A field's buttons, or null when the user may not edit the form. */
  actions: ((field: FormField, index: number) => ReactNode) | null;
}

export function fieldColumns(
  fields: readonly FormField[],
  options: FieldColumnsOptions,
): DataTableColumn<FormField>[] {
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
    {
      id: 'values',
      header: WORDS.values,
      minWidth: '4rem',
      cell: (field) => (
        <span className={styles.number}>{WORDS.valueCount(field.predefinedValues.length)}</span>
      ),
    },
    {
      id: 'flows',
      header: WORDS.flows,
      minWidth: '10rem',
      cell: (field) =>
        field.flowIds.length === 0 ? WORDS.noFlow : field.flowIds.map(options.flowName).join(', '),
    },
  ];
  const actions = options.actions;
  if (actions)
    columns.push({
      id: 'actions',
      header: WORDS.actions,
      minWidth: '16rem',
      cell: (field) =>
        actions(
          field,
          fields.findIndex((f) => f.fieldId === field.fieldId),
        ),
    });
  return columns;
}
