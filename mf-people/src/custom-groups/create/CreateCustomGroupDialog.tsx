import { useFormik, type FormikHelpers } from 'formik';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNavigate, useNotifier, useRouteBuilder } from '@console/shared/react';
import { Button, TextField } from '@console/shared/ui';
import { Dialog } from '@console/shared/ui/dialog';
import { RadioGroup, Toggle } from '@console/shared/ui/form';
import { useCreateCustomGroup } from '../hooks/use-create-custom-group';
import styles from '../CustomGroups.module.css';
import { GROUP_TYPE_HINT, GROUP_TYPE_LABEL } from './create-rules';
import {
  createCustomGroupFormSchema,
  GroupUpdateTypeSchema,
  PEOPLE_LIMITS,
  PEOPLE_MESSAGES,
  type CreateCustomGroupFormValues,
} from '@console/people-contract';

const INITIAL: CreateCustomGroupFormValues = {
  groupName: '',
  isAccessControlEnabled: false,
  groupUpdateType: 'ACTIVE',
};

/**
 * Create a custom group (spec people §2, §4): name, access controls (not on webinars) and type;
 * Next makes the DRAFT group and opens its page with the filter panel open. Formik with the
 * contract's yup schema: Next is enabled once the name passes it.
 */
export function CreateCustomGroupDialog({ onClose }: { onClose: () => void }) {
  const event = useCurrentEvent();
  const routes = useRouteBuilder();
  const navigate = useNavigate();
  const { notify } = useNotifier();
  const create = useCreateCustomGroup();
  const isWebinar = event.type === 'WEBINAR';

  /** Synchronous: the mutation's isPending says the creation is under way from here on. */
  const submit = (
    values: CreateCustomGroupFormValues,
    helpers: FormikHelpers<CreateCustomGroupFormValues>,
  ) => {
    const { groupName, isAccessControlEnabled, groupUpdateType } =
      createCustomGroupFormSchema.cast(values);
    create.mutate(
      {
        groupName,
        isAccessControlEnabled: !isWebinar && isAccessControlEnabled,
        groupUpdateType,
      },
      {
        onSuccess: ({ audienceGroupId }) =>
          void navigate(
            routes.to('people.customAudience', { audienceGroupId }, { isFilterPopUpOpened: true }),
          ),
        // Spec people §8: a failed creation says 'Duplicate group name', whatever the cause.
        onError: () =>
          notify(PEOPLE_MESSAGES.duplicateGroupName, {
            tone: 'error',
            durationMs: TIMINGS.toastLongMs,
          }),
      },
    );
    helpers.setSubmitting(false);
  };
  const formik = useFormik<CreateCustomGroupFormValues>({
    initialValues: INITIAL,
    validationSchema: createCustomGroupFormSchema,
    // Next is enabled only for a valid name, so no message is shown: nothing to check as typed.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: submit,
  });
  const {
    groupName: name,
    isAccessControlEnabled: accessControl,
    groupUpdateType: updateType,
  } = formik.values;
  const canProceed = createCustomGroupFormSchema.isValidSync(formik.values);

  const next = () => {
    if (!canProceed || create.isPending || formik.isSubmitting) return;
    void formik.submitForm();
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!create.isPending}
      title="Create custom group"
      actions={
        <>
          <Button isDisabled={create.isPending} onPress={onClose}>
            Cancel
          </Button>
          <Button
            variant="primary"
            isDisabled={!canProceed}
            isPending={create.isPending}
            onPress={next}
          >
            Next
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label="Group name"
          value={name}
          onChange={(value) => void formik.setFieldValue('groupName', value)}
          maxLength={PEOPLE_LIMITS.customGroupNameMax}
          isRequired
          autoFocus
          onSubmit={next}
        />
        {isWebinar ? null : (
          <Toggle
            isSelected={accessControl}
            onChange={(on) => void formik.setFieldValue('isAccessControlEnabled', on)}
          >
            Enable access controls
          </Toggle>
        )}
        <RadioGroup
          label="Group type"
          value={updateType}
          onChange={(value) =>
            void formik.setFieldValue('groupUpdateType', GroupUpdateTypeSchema.parse(value))
          }
          options={GroupUpdateTypeSchema.options.map((type) => ({
            value: type,
            label: GROUP_TYPE_LABEL[type],
            description: GROUP_TYPE_HINT[type],
          }))}
        />
      </div>
    </Dialog>
  );
}
