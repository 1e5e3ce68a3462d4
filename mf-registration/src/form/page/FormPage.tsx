import { useEffect, useId, useState } from 'react';
import { Button, EmptyState, ErrorState, errorText, Page, PageHeader } from '@console/shared/ui';
import { useReadOnly } from '@console/shared/react';
import { Banner } from '@console/shared/ui/display';
import { DataTable } from '@console/shared/ui/data-table';
import type { FormField } from '@console/registration-contract';
import { FieldEditor } from '../editor/FieldEditor';
import type { MoveDirection } from '../hooks/field-order';
import { useCanEdit } from '../hooks/use-can-edit';
import { moveOf, useMoveField } from '../hooks/use-field-mutations';
import { useFormFields, useFormFlows } from '../hooks/use-registration-form';
import { FORM_WORDS as WORDS } from '../words';
import { DeleteFieldDialog } from './DeleteFieldDialog';
import { FieldActions } from './FieldActions';
import { fieldColumns } from './field-columns';

type Editing = { field: FormField | null } | null;

const buttonId = (prefix: string, fieldId: number, direction: MoveDirection) =>
  `${prefix}-move-${direction}-${fieldId}`;

/**
 * registration/form: the event's form fields in order, added, edited, moved and deleted by a user
 * with REGISTRATION_FORM_WRITE on an event that is not read-only (§2.8, §6; decision 0035).
 */
export function FormPage() {
  const readOnly = useReadOnly();
  const canEdit = useCanEdit('REGISTRATION_FORM_WRITE');
  const fields = useFormFields();
  const flows = useFormFlows();
  const move = useMoveField();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FormField | null>(null);
  const [moved, setMoved] = useState<{ fieldId: number; direction: MoveDirection } | null>(null);
  const idPrefix = useId();
  const moveButtonId = (fieldId: number, direction: MoveDirection) =>
    buttonId(idPrefix, fieldId, direction);

  const rows = fields.data ?? [];
  const flowList = flows.data ?? [];
  const flowName = (flowId: number) =>
    flowList.find((flow) => flow.flowId === flowId)?.name ?? WORDS.unknownFlow(flowId);

  // After a move the row is elsewhere: the pressed button gets the focus back, or its neighbour
  // when the field reached an end.
  useEffect(() => {
    if (!moved) return;
    const pressed = document.getElementById(buttonId(idPrefix, moved.fieldId, moved.direction));
    const other = document.getElementById(
      buttonId(idPrefix, moved.fieldId, moved.direction === 'up' ? 'down' : 'up'),
    );
    const target = pressed && !pressed.hasAttribute('disabled') ? pressed : other;
    target?.focus();
    setMoved(null);
  }, [moved, idPrefix]);

  const onMove = (field: FormField, direction: MoveDirection) => {
    const change = moveOf(rows, field.fieldId, direction);
    if (!change || move.isPending) return;
    move.mutate(change);
    setMoved({ fieldId: field.fieldId, direction });
  };

  const columns = fieldColumns(rows, {
    flowName,
    actions: canEdit
      ? (field, index) => (
          <FieldActions
            field={field}
            isFirst={index === 0}
            isLast={index === rows.length - 1}
            moveButtonId={moveButtonId}
            isMoving={move.isPending}
            onEdit={(chosen) => setEditing({ field: chosen })}
            onMove={onMove}
            onDelete={setDeleting}
          />
        )
      : null,
  });
  const failed = fields.error ?? flows.error;

  return (
    <Page>
      <PageHeader
        title={WORDS.formTitle}
        actions={
          canEdit ? (
            <Button
              variant="primary"
              isDisabled={flows.data === undefined}
              onPress={() => setEditing({ field: null })}
            >
              {WORDS.addField}
            </Button>
          ) : null
        }
      />
      {readOnly ? <Banner>{WORDS.readOnly}</Banner> : null}
      <DataTable
        aria-label={WORDS.formTitle}
        columns={columns}
        rows={rows}
        getRowId={(field) => field.fieldId}
        isLoading={fields.isPending || flows.isPending}
        loadingLabel={WORDS.loadingFields}
        errorState={
          failed ? (
            <ErrorState
              title={WORDS.fieldsLoadFailed}
              message={errorText(failed)}
              onRetry={() => {
                if (fields.isError) void fields.refetch();
                if (flows.isError) void flows.refetch();
              }}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            title={WORDS.noFields}
            description={canEdit ? WORDS.noFieldsHint : undefined}
          />
        }
      />
      {editing ? (
        <FieldEditor field={editing.field} flows={flowList} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <DeleteFieldDialog
          field={deleting}
          flowNames={deleting.flowIds.map(flowName)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Page>
  );
}
