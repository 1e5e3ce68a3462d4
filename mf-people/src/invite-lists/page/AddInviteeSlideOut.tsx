import { useCallback } from 'react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { ApiError } from '@console/shared/react';
import { Button, TextField } from '@console/shared/ui';
import { SlideOut } from '@console/shared/ui/dialog';
import { Checkbox } from '@console/shared/ui/form';
import { useAddInvitee } from '../hooks/use-invitee-mutations';
import { useInviteCommunications } from '../hooks/use-invite-communications';
import styles from '../InviteLists.module.css';
import { CountrySelect } from './CountrySelect';
import {
  addInviteeSchema,
  PEOPLE_EXTRA_MESSAGES,
  type AddInviteeValues,
} from '@console/people-contract';

type Values = AddInviteeValues & { communicationSettingIds: number[] };
type TextFieldName = Exclude<keyof AddInviteeValues, 'country'>;

const INITIAL: Values = {
  email: '',
  firstName: '',
  lastName: '',
  role: '',
  company: '',
  phoneNumber: '',
  country: '',
  communicationSettingIds: [],
};

const FIELDS: readonly { name: TextFieldName; label: string; isRequired?: boolean }[] = [
  { name: 'email', label: 'Email', isRequired: true },
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'phoneNumber', label: 'Phone number' },
  { name: 'role', label: 'Role' },
  { name: 'company', label: 'Company' },
];

/** Add one invitee to a list (spec people §5): formik with the contract's yup schema. */
export function AddInviteeSlideOut({
  audienceGroupId,
  onClose,
}: {
  audienceGroupId: number;
  onClose: () => void;
}) {
  const add = useAddInvitee(audienceGroupId);

  const submit = (values: Values, helpers: FormikHelpers<Values>) => {
    const { communicationSettingIds, ...fields } = values;
    add.mutate(
      { ...addInviteeSchema.cast(fields), communicationSettingIds },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409)
            helpers.setFieldError('email', PEOPLE_EXTRA_MESSAGES.alreadyInList);
        },
      },
    );
  };

  return (
    <SlideOut
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Add invitee"
      isDismissable={!add.isPending}
    >
      <Formik<Values> initialValues={INITIAL} validationSchema={addInviteeSchema} onSubmit={submit}>
        <AddInviteeForm isPending={add.isPending} onCancel={onClose} />
      </Formik>
    </SlideOut>
  );
}

function AddInviteeForm({ isPending, onCancel }: { isPending: boolean; onCancel: () => void }) {
  const formik = useFormikContext<Values>();
  const { setFieldTouched, setFieldValue } = formik;
  const communications = useInviteCommunications();
  const edit = useCallback(
    (field: keyof AddInviteeValues, value: string) => {
      void setFieldTouched(field, true, false);
      void setFieldValue(field, value);
    },
    [setFieldTouched, setFieldValue],
  );
  const onCountryChange = useCallback((country: string) => edit('country', country), [edit]);
  const errorOf = (field: keyof AddInviteeValues) =>
    formik.touched[field] ? formik.errors[field] : undefined;
  const chosen = formik.values.communicationSettingIds;

  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          isRequired={field.isRequired}
          value={formik.values[field.name]}
          onChange={(value) => edit(field.name, value)}
          errorMessage={errorOf(field.name)}
        />
      ))}
      <CountrySelect value={formik.values.country} onChange={onCountryChange} />
      {errorOf('country') ? (
        <p role="alert" className={styles.error}>
          {errorOf('country')}
        </p>
      ) : null}
      {communications.data && communications.data.length > 0 ? (
        <fieldset className={styles.checkList}>
          <legend className={styles.legend}>Send these emails (optional)</legend>
          {communications.data.map((c) => (
            <Checkbox
              key={c.id}
              isSelected={chosen.includes(c.id)}
              onChange={(on) =>
                void setFieldValue(
                  'communicationSettingIds',
                  on ? [...chosen, c.id] : chosen.filter((id) => id !== c.id),
                )
              }
            >
              {c.name}
            </Checkbox>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" isDisabled={isPending} onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isDisabled={isPending}>
          {isPending ? 'Adding…' : 'Add invitee'}
        </Button>
      </div>
    </form>
  );
}
