import { Formik } from 'formik';
import { Button, ErrorState, errorText, LoadingState } from '@console/shared/ui';
import { Checkbox } from '@console/shared/ui/form';
import { useInviteCommunications } from '../hooks/use-invite-communications';
import styles from '../InviteLists.module.css';
import { StepHeading } from './StepHeading';
import { notificationStepSchema, PEOPLE_MESSAGES } from '@console/people-contract';

export interface NotificationStepProps {
  isImporting: boolean;
  /** The last import attempt failed: 'Upload failed, please try again later'. */
  failed: boolean;
  /** The emails chosen before: the step keeps them across Back and a refused name. */
  initialIds: readonly number[];
  /** Back to the columns, with the emails chosen so far. */
  onBack: (communicationSettingIds: number[]) => void;
  /** Starts the import with the chosen emails ([] when the step is skipped). */
  onImport: (communicationSettingIds: number[]) => void;
}

interface Values {
  communicationSettingIds: number[];
}

/**
 * Which invitation emails the new invitees get (spec people §5): at least one, or Skip.
 */
export function NotificationStep({
  isImporting,
  failed,
  initialIds,
  onBack,
  onImport,
}: NotificationStepProps) {
  const communications = useInviteCommunications();
  const heading = <StepHeading>Invitation emails</StepHeading>;
  if (communications.isPending)
    return (
      <div className={styles.form}>
        {heading}
        <LoadingState label="Loading invitation emails…" />
      </div>
    );
  if (communications.isError)
    return (
      <div className={styles.form}>
        {heading}
        <ErrorState
          title="Invitation emails could not be loaded"
          message={errorText(communications.error)}
          onRetry={() => void communications.refetch()}
        />
      </div>
    );

  return (
    <Formik<Values>
      initialValues={{ communicationSettingIds: [...initialIds] }}
      validationSchema={notificationStepSchema}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={(values) => onImport(values.communicationSettingIds)}
    >
      {(formik) => {
        const chosen = formik.values.communicationSettingIds;
        const toggle = (id: number, on: boolean) =>
          void formik.setFieldValue(
            'communicationSettingIds',
            on ? [...chosen, id] : chosen.filter((c) => c !== id),
          );
        const error = formik.submitCount > 0 ? formik.errors.communicationSettingIds : undefined;
        return (
          <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
            {heading}
            {communications.data.length > 0 ? (
              <fieldset className={styles.checkList}>
                <legend className={styles.legend}>Send these emails to the new invitees</legend>
                {communications.data.map((c) => (
                  <Checkbox
                    key={c.id}
                    isSelected={chosen.includes(c.id)}
                    onChange={(on) => toggle(c.id, on)}
                    isDisabled={isImporting}
                  >
                    {c.name}
                  </Checkbox>
                ))}
              </fieldset>
            ) : (
              <p className={styles.muted}>This event has no invitation emails yet.</p>
            )}
            {typeof error === 'string' ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
            {failed ? (
              <p role="alert" className={styles.error}>
                {PEOPLE_MESSAGES.uploadFailed}
              </p>
            ) : null}
            <div className={styles.formActions}>
              <Button variant="secondary" isDisabled={isImporting} onPress={() => onBack(chosen)}>
                Back
              </Button>
              <Button variant="secondary" isDisabled={isImporting} onPress={() => onImport([])}>
                Skip
              </Button>
              {communications.data.length > 0 ? (
                <Button type="submit" variant="primary" isDisabled={isImporting}>
                  {isImporting ? 'Importing…' : 'Import'}
                </Button>
              ) : null}
            </div>
          </form>
        );
      }}
    </Formik>
  );
}
