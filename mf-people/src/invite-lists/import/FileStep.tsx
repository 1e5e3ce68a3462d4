import { Formik, type FormikErrors, type FormikTouched } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { TextArea } from '@console/shared/ui/form';
import { FileDrop } from '@console/shared/ui/file-drop';
import { CsvCheckResult } from '../csv/CsvCheckResult';
import { TemplateDownloadButton } from '../csv/TemplateDownloadButton';
import type { CsvValidationState } from '../csv/use-csv-validation';
import { checkableListName, listNameQuery } from '../hooks/use-list-name-check';
import styles from '../InviteLists.module.css';
import { fileStepSchema, type FileStepValues, type ImportTarget } from './import-target';
import { ListNameField } from './ListNameField';
import { StepHeading } from './StepHeading';
import { TicketTypeField } from './TicketTypeField';

export interface FileStepProps {
  target: ImportTarget;
  initialValues: FileStepValues;
  /** An error the server gave a field (a duplicate name), shown when the step opens again. */
  initialErrors?: FormikErrors<FileStepValues>;
  /** The step opens again (Back, a refused name): its title takes the focus. */
  isReturning: boolean;
  csv: CsvValidationState;
  onFileChosen: (file: File) => void;
  onCancel: () => void;
  onNext: (values: FileStepValues) => void;
}

/** The file can be read and has rows: its columns are matched in the next step. */
const canContinue = (csv: CsvValidationState): boolean =>
  csv.status === 'done' && csv.summary.fileError === null;

/**
 * The first step: the new list's name (checked against the event's groups as it is typed),
 * description and ticket, the sample CSV and the file, read in a worker as soon as it is chosen
 * (formik + the contract's yup schema).
 */
export function FileStep({
  target,
  initialValues,
  initialErrors,
  isReturning,
  csv,
  onFileChosen,
  onCancel,
  onNext,
}: FileStepProps) {
  const queryClient = useQueryClient();
  const { eventId } = useCurrentEvent();
  const touched: FormikTouched<FileStepValues> = Object.fromEntries(
    Object.keys(initialErrors ?? {}).map((field) => [field, true]),
  );
  /** A name the API already said is taken stops the step (the field shows why). */
  const nameTaken = (values: FileStepValues): FormikErrors<FileStepValues> => {
    const name = target.kind === 'new' ? checkableListName(values.audienceInviteListName) : null;
    const known = name && queryClient.getQueryData(listNameQuery(eventId, name).queryKey);
    return known && known.message ? { audienceInviteListName: known.message } : {};
  };
  return (
    <Formik<FileStepValues>
      initialValues={initialValues}
      initialErrors={initialErrors}
      initialTouched={touched}
      validationSchema={fileStepSchema(target)}
      validate={nameTaken}
      onSubmit={(values) => {
        if (canContinue(csv)) onNext(values);
      }}
    >
      {(formik) => {
        const errorOf = (field: keyof FileStepValues) =>
          formik.touched[field] ? (formik.errors[field] as string | undefined) : undefined;
        return (
          <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
            <StepHeading focusOnMount={isReturning}>Choose the file</StepHeading>
            {target.kind === 'new' ? (
              <>
                <ListNameField />
                <TextArea
                  label="Description"
                  name="audienceInviteListDescription"
                  value={formik.values.audienceInviteListDescription}
                  onChange={(value) => {
                    void formik.setFieldTouched('audienceInviteListDescription', true, false);
                    void formik.setFieldValue('audienceInviteListDescription', value);
                  }}
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
                The file needs a header row; the next step matches its columns to email, firstName,
                lastName, role, company, phoneNumber and country. Only email is required.
                Excel&apos;s CSV, CSV UTF-8 and Unicode text files are read, separated by commas,
                semicolons or tabs.
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
            <CsvCheckResult state={csv} detail="file" />
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
                Next
              </Button>
            </div>
          </form>
        );
      }}
    </Formik>
  );
}
