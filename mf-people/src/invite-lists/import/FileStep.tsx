import { Formik, type FormikErrors, type FormikTouched } from 'formik';
import { Button, formatNumber, TextField } from '@console/shared/ui';
import { TextArea } from '@console/shared/ui/form';
import { FileDrop } from '@console/shared/ui/file-drop';
import { CsvCheckResult } from '../csv/CsvCheckResult';
import { TemplateDownloadButton } from '../csv/TemplateDownloadButton';
import type { CsvValidationState } from '../csv/use-csv-validation';
import styles from '../InviteLists.module.css';
import { fileStepSchema, type FileStepValues, type ImportTarget } from './import-target';
import { TicketTypeField } from './TicketTypeField';

export interface FileStepProps {
  target: ImportTarget;
  initialValues: FileStepValues;
  /** An error the server gave a field (a duplicate name), shown when the step opens again. */
  initialErrors?: FormikErrors<FileStepValues>;
  csv: CsvValidationState;
  onFileChosen: (file: File) => void;
  onCancel: () => void;
  onNext: (values: FileStepValues) => void;
}

/** What the Next button says: the rows that will go when some cannot (spec people §5). */
function nextLabel(csv: CsvValidationState): string {
  if (csv.status === 'done' && csv.summary.invalidRows > 0 && csv.summary.validRows > 0)
    return `Continue with ${formatNumber(csv.summary.validRows)} valid ${csv.summary.validRows === 1 ? 'row' : 'rows'}`;
  return 'Next';
}

const canContinue = (csv: CsvValidationState): boolean =>
  csv.status === 'done' && csv.summary.fileError === null && csv.summary.validRows > 0;

/**
 * The first step: the new list's name, description and ticket, the sample CSV and the file,
 * checked in a worker as soon as it is chosen (formik + the contract's yup schema).
 */
export function FileStep({
  target,
  initialValues,
  initialErrors,
  csv,
  onFileChosen,
  onCancel,
  onNext,
}: FileStepProps) {
  const touched: FormikTouched<FileStepValues> = Object.fromEntries(
    Object.keys(initialErrors ?? {}).map((field) => [field, true]),
  );
  return (
    <Formik<FileStepValues>
      initialValues={initialValues}
      initialErrors={initialErrors}
      initialTouched={touched}
      validationSchema={fileStepSchema(target)}
      onSubmit={(values) => {
        if (canContinue(csv)) onNext(values);
      }}
    >
      {(formik) => {
        const errorOf = (field: keyof FileStepValues) =>
          formik.touched[field] ? (formik.errors[field] as string | undefined) : undefined;
        const edit = (
          field: 'audienceInviteListName' | 'audienceInviteListDescription',
          value: string,
        ) => {
          void formik.setFieldTouched(field, true, false);
          void formik.setFieldValue(field, value);
        };
        return (
          <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
            {target.kind === 'new' ? (
              <>
                <TextField
                  label="Audience name"
                  name="audienceInviteListName"
                  isRequired
                  value={formik.values.audienceInviteListName}
                  onChange={(value) => edit('audienceInviteListName', value)}
                  errorMessage={errorOf('audienceInviteListName')}
                />
                <TextArea
                  label="Description"
                  name="audienceInviteListDescription"
                  value={formik.values.audienceInviteListDescription}
                  onChange={(value) => edit('audienceInviteListDescription', value)}
                  errorMessage={errorOf('audienceInviteListDescription')}
                />
              </>
            ) : null}
            <TicketTypeField
              value={formik.values.ticketTypeId}
              onChange={(id) => void formik.setFieldValue('ticketTypeId', id)}
            />
            <div>
              <p className={styles.muted}>
                The file needs the columns email, firstName, lastName, role, company, phoneNumber
                and country, in this order; only email is required.
              </p>
              <TemplateDownloadButton />
            </div>
            <FileDrop
              label="Invitee CSV"
              file={formik.values.file}
              onFileChange={(file) => {
                void formik.setFieldValue('file', file);
                onFileChosen(file);
              }}
            />
            {errorOf('file') && !formik.values.file ? (
              <p role="alert" className={styles.error}>
                {errorOf('file')}
              </p>
            ) : null}
            <CsvCheckResult state={csv} />
            <div className={styles.formActions}>
              <Button variant="secondary" onPress={onCancel}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="primary"
                isDisabled={
                  csv.status === 'checking' || (csv.status === 'done' && !canContinue(csv))
                }
              >
                {nextLabel(csv)}
              </Button>
            </div>
          </form>
        );
      }}
    </Formik>
  );
}
