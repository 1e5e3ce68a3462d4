/**
 * The form's writes: add, change, delete and move a field. Each refreshes what shows the form's
 * fields (useRefreshAfterFieldWrite) once it settles; the caller says what went wrong on screen.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { errorText } from '@console/shared/ui';
import {
  registrationFormKeys,
  type CreateFormFieldRequest,
  type FormField,
  type UpdateFormFieldRequest,
} from '@console/registration-contract';
import {
  createFormField,
  deleteFormField,
  patchFormField,
} from '../client/registration-form-client';
import { FORM_WORDS as WORDS } from '../words';
import { movedFields, positionChanges, type MoveDirection } from './field-order';
import { useRefreshAfterFieldWrite } from './use-refresh-after-field-write';

const toast = { tone: 'success', durationMs: TIMINGS.toastShortMs } as const;

/** Adds a field; the editor shows what the server refused and keeps what was typed. */
export function useCreateField() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshAfterFieldWrite();
  return useMutation({
    mutationFn: (body: CreateFormFieldRequest) => createFormField(eventId, body),
    onSuccess: () => {
      notify(WORDS.fieldAdded, toast);
      return refresh();
    },
  });
}

/** Changes a field: the editor's changed settings, or its flows (the flows page). */
export function useUpdateField() {
  const { eventId } = useCurrentEvent();
  const refresh = useRefreshAfterFieldWrite();
  return useMutation({
    mutationFn: ({ fieldId, body }: { fieldId: number; body: UpdateFormFieldRequest }) =>
      patchFormField(eventId, fieldId, body),
    onSuccess: () => refresh(),
  });
}

/**
 * Deletes a field. The API refuses a field that flows ask for and one that custom groups' filters
 * use, naming them (decision 0035). A field in flows (its `flowIds`, as the fields list gave them)
 * is taken out of them first, then deleted; should the delete be refused (groups use it), it is
 * put back in them and the refusal is the caller's. A field in no flow is deleted at once.
 */
/** A delete refused after the field was taken out of its flows, which could not be put back. */
export class FieldLeftOutOfFlows extends Error {
  constructor(readonly refusal: unknown) {
    super('The field was refused deletion and could not be put back in its flows');
  }
}

async function deleteField(eventId: number, field: FormField): Promise<void> {
  if (field.flowIds.length === 0) return deleteFormField(eventId, field.fieldId);
  await patchFormField(eventId, field.fieldId, { flowIds: [] });
  try {
    await deleteFormField(eventId, field.fieldId);
  } catch (error) {
    try {
      await patchFormField(eventId, field.fieldId, { flowIds: field.flowIds });
    } catch {
      throw new FieldLeftOutOfFlows(error);
    }
    throw error;
  }
}

export function useDeleteField() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshAfterFieldWrite();
  return useMutation({
    mutationFn: (field: FormField) => deleteField(eventId, field),
    onSuccess: () => notify(WORDS.fieldDeleted, toast),
    onSettled: () => refresh(),
  });
}

/**
 * Moves a field one place: the list shows the new order at once (the pressed button keeps the
 * focus), the changed positions are saved, and a failure puts the saved order back with a toast.
 */
export function useMoveField() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterFieldWrite();
  const key = registrationFormKeys.fields(eventId);
  return useMutation({
    mutationFn: async ({ before, after }: { before: FormField[]; after: FormField[] }) => {
      for (const { fieldId, position } of positionChanges(before, after))
        await patchFormField(eventId, fieldId, { position });
    },
    onMutate: async ({ after }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, after);
    },
    onError: (error, { before }) => {
      queryClient.setQueryData(key, before);
      notify(`${WORDS.moveFailed} ${errorText(error)}`, {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      });
    },
    onSettled: () => refresh(),
  });
}

/** The fields after a move, or null when the field is at that end already. */
export const moveOf = (fields: FormField[], fieldId: number, direction: MoveDirection) => {
  const after = movedFields(fields, fieldId, direction);
  return after ? { before: fields, after } : null;
};
