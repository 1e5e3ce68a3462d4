import { useMemo } from 'react';
import { useFormik } from 'formik';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { ApiError, queryKeys, useCurrentEvent, useNotifier } from '@console/shared/react';
import { Button, errorText, TextField } from '@console/shared/ui';
import { Dialog } from '@console/shared/ui/dialog';
import {
  stageRenameFormSchema,
  VENUE_LIMITS,
  type StageRenameFormValues,
  type VenueStage,
} from '@console/event-setup-contract';
import { renameStage } from '../client/venue-settings-client';
import { VENUE_WORDS as WORDS } from '../words';

export interface RenameStageDialogProps {
  stage: VenueStage;
  /** The other stages' names: a name one of them has is refused before it is sent. */
  otherNames: readonly string[];
  onClose: () => void;
}

/**
 * Renames a stage on every session on it (formik with the contract's yup schema). What the API
 * refuses on the new name (a stage added meanwhile with that name) shows under the field; any
 * other failure in a toast.
 */
export function RenameStageDialog({ stage, otherNames, onClose }: RenameStageDialogProps) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const queryClient = useQueryClient();
  const schema = useMemo(
    () => stageRenameFormSchema(stage.name, otherNames),
    [stage.name, otherNames],
  );
  const rename = useMutation({
    mutationFn: (newName: string) => renameStage(eventId, { name: stage.name, newName }),
    onSuccess: (_settings, newName) => {
      notify(WORDS.stageRenamed(newName), { tone: 'success', durationMs: TIMINGS.toastShortMs });
      onClose();
      return queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId) });
    },
  });
  const formik = useFormik<StageRenameFormValues>({
    initialValues: { newName: stage.name },
    validationSchema: schema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        await rename.mutateAsync(schema.cast(values).newName);
      } catch (error) {
        if (error instanceof ApiError && error.field === 'newName')
          helpers.setFieldError('newName', error.message);
        else notify(errorText(error), { tone: 'error', durationMs: TIMINGS.toastLongMs });
      }
    },
  });
  const save = () => void formik.submitForm();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!rename.isPending}
      title={WORDS.renameTitle}
      actions={
        <>
          <Button isDisabled={rename.isPending} onPress={onClose}>
            {WORDS.cancel}
          </Button>
          <Button variant="primary" isPending={rename.isPending} onPress={save}>
            {WORDS.save}
          </Button>
        </>
      }
    >
      <TextField
        label={WORDS.newName}
        description={WORDS.newNameHint}
        value={formik.values.newName}
        onChange={(value) => void formik.setFieldValue('newName', value)}
        maxLength={VENUE_LIMITS.stageNameMax}
        errorMessage={formik.submitCount > 0 ? formik.errors.newName : undefined}
        isDisabled={rename.isPending}
        autoFocus
        onSubmit={save}
      />
    </Dialog>
  );
}
