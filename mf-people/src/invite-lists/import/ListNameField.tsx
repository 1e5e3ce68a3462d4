import { useFormikContext } from 'formik';
import { TextField } from '@console/shared/ui';
import { useListNameCheck } from '../hooks/use-list-name-check';
import type { FileStepValues } from './import-target';

/**
 * The new list's name, checked against the event's groups as it is typed: '{name} audience name
 * already exists' shows here, before the email step (the form's own rules speak first).
 */
export function ListNameField() {
  const formik = useFormikContext<FileStepValues>();
  const name = formik.values.audienceInviteListName;
  const taken = useListNameCheck(name);
  const formError = formik.touched.audienceInviteListName
    ? formik.errors.audienceInviteListName
    : undefined;
  return (
    <TextField
      label="Audience name"
      name="audienceInviteListName"
      isRequired
      value={name}
      onChange={(value) => {
        void formik.setFieldTouched('audienceInviteListName', true, false);
        void formik.setFieldValue('audienceInviteListName', value);
      }}
      errorMessage={formError ?? taken ?? undefined}
    />
  );
}
