import { useState } from 'react';
import type { FormikErrors } from 'formik';
import { TIMINGS } from '@console/shared/contract';
import { useNotifier, useRouteBuilder } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { SlideOut } from '@console/shared/ui/dialog';
import { useCsvValidation } from '../csv/use-csv-validation';
import styles from '../InviteLists.module.css';
import { FileStep } from './FileStep';
import { importFailure } from './import-failure';
import { EMPTY_FILE_STEP, type FileStepValues, type ImportTarget } from './import-target';
import { ImportProgress } from './ImportProgress';
import { NotificationStep } from './NotificationStep';
import { useInviteImport, type InviteImportRequest } from './use-invite-import';
import { PEOPLE_MESSAGES } from '@console/people-contract';

type Step =
  | { kind: 'file'; errors?: FormikErrors<FileStepValues> }
  | { kind: 'notifications' }
  | { kind: 'progress'; s3FileUrl: string };

function request(
  target: ImportTarget,
  values: FileStepValues,
  file: File,
  communicationSettingIds: number[],
): InviteImportRequest {
  const common = {
    file,
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
 * Create an invite list from a CSV, or import a CSV into one (spec people §4, §5): the file is
 * checked in a worker, the notification emails chosen (or skipped), then the file is uploaded,
 * the import started and followed to its end. A failed upload or import keeps every value.
 */
export function InviteImportSlideOut({ target, onClose }: InviteImportSlideOutProps) {
  const { notify } = useNotifier();
  const routes = useRouteBuilder();
  const csv = useCsvValidation();
  const importer = useInviteImport();
  const [values, setValues] = useState<FileStepValues>(EMPTY_FILE_STEP);
  const [step, setStep] = useState<Step>({ kind: 'file' });
  const [failed, setFailed] = useState(false);

  const startImport = (communicationSettingIds: number[]) => {
    if (!values.file) return;
    setFailed(false);
    importer.mutate(request(target, values, values.file, communicationSettingIds), {
      onSuccess: (s3FileUrl) => setStep({ kind: 'progress', s3FileUrl }),
      onError: (error) => {
        const failure = importFailure(
          error,
          target.kind === 'new' ? values.audienceInviteListName.trim() : null,
        );
        if (failure.kind === 'field') {
          setStep({ kind: 'file', errors: { [failure.field]: failure.message } });
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
          csv={csv.state}
          onFileChosen={csv.check}
          onCancel={onClose}
          onNext={(next) => {
            setValues(next);
            setStep({ kind: 'notifications' });
          }}
        />
      ) : null}
      {step.kind === 'notifications' ? (
        <NotificationStep
          isImporting={importer.isPending}
          failed={failed}
          onBack={() => setStep({ kind: 'file' })}
          onImport={startImport}
        />
      ) : null}
      {step.kind === 'progress' ? (
        <div className={styles.form}>
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
