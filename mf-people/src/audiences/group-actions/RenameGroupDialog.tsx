import { useMemo } from 'react';
import { useFormik } from 'formik';
import { Button, TextField } from '@console/shared/ui';
import { Dialog } from '@console/shared/ui/dialog';
import { useRenameGroup } from './use-rename-group';
import {
  PEOPLE_LIMITS,
  renameGroupFormSchema,
  type AudienceGroup,
  type RenameGroupFormValues,
} from '@console/people-contract';

export interface RenameGroupDialogProps {
  group: AudienceGroup;
  onClose: () => void;
}

/**
 * Rename (spec people §5): max 50 characters; Save is disabled when empty or unchanged. Formik
 * with the contract's yup schema; the name is sent trimmed.
 */
export function RenameGroupDialog({ group, onClose }: RenameGroupDialogProps) {
  const rename = useRenameGroup(group.audienceGroupId, onClose);
  const schema = useMemo(() => renameGroupFormSchema(group.name), [group.name]);
  const formik = useFormik<RenameGroupFormValues>({
    initialValues: { name: group.name },
    validationSchema: schema,
    // Save is enabled only for a valid name, so no message is ever shown: nothing to check as typed.
    validateOnChange: false,
    validateOnBlur: false,
    // Synchronous: the mutation's isPending says the rename is under way from here on.
    onSubmit: (values, helpers) => {
      rename.mutate(schema.cast(values).name);
      helpers.setSubmitting(false);
    },
  });
  const name = formik.values.name;
  const canSave = schema.isValidSync(formik.values) && !rename.isPending;
  const save = () => {
    if (canSave && !formik.isSubmitting) void formik.submitForm();
  };
  const noun = group.audienceGroupType === 'INVITE_ONLY' ? 'invite list' : 'group';
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!rename.isPending}
      title={`Rename ${noun}`}
      actions={
        <>
          <Button isDisabled={rename.isPending} onPress={onClose}>
            Cancel
          </Button>
          <Button
            variant="primary"
            isDisabled={!canSave}
            isPending={rename.isPending}
            onPress={save}
          >
            Save
          </Button>
        </>
      }
    >
      <TextField
        label={noun === 'group' ? 'Group name' : 'Invite list name'}
        value={name}
        onChange={(value) => void formik.setFieldValue('name', value)}
        maxLength={PEOPLE_LIMITS.renameMax}
        isDisabled={rename.isPending}
        autoFocus
        onSubmit={save}
      />
    </Dialog>
  );
}
