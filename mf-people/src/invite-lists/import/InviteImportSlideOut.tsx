import { useState } from 'react';
import type { FormikErrors } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier, useRouteBuilder } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { SlideOut } from '@console/shared/ui/dialog';
import { useCsvValidation } from '../csv/use-csv-validation';
import { listNameQuery } from '../hooks/use-list-name-check';
import styles from '../InviteLists.module.css';
import { ColumnsStep } from './ColumnsStep';
import { FileStep } from './FileStep';
import { importFailure } from './import-failure';
import { EMPTY_FILE_STEP, type FileStepValues, type ImportTarget } from './import-target';
import { ImportProgress } from './ImportProgress';
import { NotificationStep } from './NotificationStep';
import { StepHeading } from './StepHeading';
import { useInviteImport, type InviteImportRequest } from './use-invite-import';
import { PEOPLE_MESSAGES, type InviteCsvMapping } from '@console/people-contract';

type Step =
  | { kind: 'file'; isReturning: boolean; errors?: FormikErrors<FileStepValues> }
  | { kind: 'columns' }
  | { kind: 'notifications' }
  | { kind: 'progress'; s3FileUrl: string };

/** The file's header and the mapping shown in the columns step. */
interface Columns {
  header: readonly string[];
  mapping: InviteCsvMapping;
}

function request(
  target: ImportTarget,
  values: FileStepValues,
  file: File,
  columnMapping: InviteCsvMapping,
  communicationSettingIds: number[],
): InviteImportRequest {
  const common = {
    file,
    columnMapping,
    communicationSettingIds,
    ...(values.ticketTypeId === null ? {} : { ticketTypeId: values.ticketTypeId }),
  };
  if (target.kind === 'existing') return { ...common, audienceGroupId: target.audienceGroupId };
  return {
    ...common,
    audienceInviteListName: values.audienceInviteListName.trim(),
    audienceInviteListDescription: values.audienceInviteListDescription.trim(),
  };
}

export interface InviteImportSlideOutProps {
  target: ImportTarget;
  onClose: () => void;
}

/**
 * Create an invite list from a CSV, or import a CSV into one (spec people §4, §5, decision
 * 0042): the file is read in a worker, its columns matched (the mapping prefilled from its
 * header), the notification emails chosen (or skipped), then the file is uploaded, the import
 * started and followed to its end. A failed upload or import keeps every value; a name another
 * group took meanwhile goes back to the name field with the file, columns and emails kept.
 */
export function InviteImportSlideOut({ target, onClose }: InviteImportSlideOutProps) {
  const { notify } = useNotifier();
  const routes = useRouteBuilder();
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const csv = useCsvValidation();
  const importer = useInviteImport();
  const [values, setValues] = useState<FileStepValues>(EMPTY_FILE_STEP);
  const [columns, setColumns] = useState<Columns>({ header: [], mapping: [] });
  const [emails, setEmails] = useState<number[]>([]);
  const [step, setStep] = useState<Step>({ kind: 'file', isReturning: false });
  const [failed, setFailed] = useState(false);

  const startImport = (communicationSettingIds: number[]) => {
    if (!values.file) return;
    setFailed(false);
    setEmails(communicationSettingIds);
    const sent = request(target, values, values.file, columns.mapping, communicationSettingIds);
    importer.mutate(sent, {
      onSuccess: (s3FileUrl) => setStep({ kind: 'progress', s3FileUrl }),
      onError: (error) => {
        const failure = importFailure(
          error,
          target.kind === 'new' ? values.audienceInviteListName.trim() : null,
        );
        if (failure.kind === 'nameTaken') {
          queryClient.setQueryData(listNameQuery(eventId, failure.name).queryKey, {
            available: false,
            message: failure.message,
          });
          setStep({
            kind: 'file',
            isReturning: true,
            errors: { audienceInviteListName: failure.message },
          });
          return;
        }
        if (failure.kind === 'field') {
          setStep({
            kind: 'file',
            isReturning: true,
            errors: { [failure.field]: failure.message },
          });
          return;
        }
        setFailed(true);
        notify(failure.kind === 'storageFull' ? failure.message : PEOPLE_MESSAGES.uploadFailed, {
          tone: 'error',
          durationMs: TIMINGS.toastLongMs,
        });
      },
    });
  };

  const title = target.kind === 'new' ? 'Create invite list' : 'Import CSV';
  return (
    <SlideOut
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      isDismissable={!importer.isPending}
    >
      {step.kind === 'file' ? (
        <FileStep
          target={target}
          initialValues={values}
          initialErrors={step.errors}
          isReturning={step.isReturning}
          csv={csv.state}
          onFileChosen={(file) => csv.check(file)}
          onCancel={onClose}
          onNext={(next) => {
            if (csv.state.status !== 'done') return;
            setValues(next);
            setColumns({ header: csv.state.summary.header, mapping: csv.state.summary.mapping });
            setStep({ kind: 'columns' });
          }}
        />
      ) : null}
      {step.kind === 'columns' ? (
        <ColumnsStep
          csv={csv.state}
          columns={columns}
          onMappingChange={(mapping) => {
            setColumns({ ...columns, mapping });
            if (values.file) csv.check(values.file, mapping);
          }}
          onBack={() => setStep({ kind: 'file', isReturning: true })}
          onNext={() => setStep({ kind: 'notifications' })}
        />
      ) : null}
      {step.kind === 'notifications' ? (
        <NotificationStep
          isImporting={importer.isPending}
          failed={failed}
          initialIds={emails}
          onBack={(chosen) => {
            setEmails(chosen);
            setStep({ kind: 'columns' });
          }}
          onImport={startImport}
        />
      ) : null}
      {step.kind === 'progress' ? (
        <div className={styles.form}>
          <StepHeading>Import</StepHeading>
          <ImportProgress
            s3FileUrl={step.s3FileUrl}
            openListHref={
              target.kind === 'new'
                ? (audienceGroupId) => routes.to('people.inviteList', { audienceGroupId })
                : undefined
            }
          />
          <div className={styles.formActions}>
            <Button variant="primary" onPress={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
    </SlideOut>
  );
}
