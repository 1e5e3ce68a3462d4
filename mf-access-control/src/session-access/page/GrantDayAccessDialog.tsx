import { useMemo } from 'react';
import { useFormik } from 'formik';
import { Button, formatDay } from '@console/shared/ui';
import { Dialog } from '@console/shared/ui/dialog';
import { Checkbox } from '@console/shared/ui/form';
import styles from '../SessionAccess.module.css';
import { SESSION_ACCESS_TEXT } from '../texts';
import {
  ACCESS_MESSAGES,
  grantDayAccessFormSchema,
  type GrantDayAccessFormValues,
} from '@console/access-control-contract';

export interface GrantDayAccessDialogProps {
  /** The days of newly granted sessions without day access, in order. */
  days: readonly string[];
  isPending: boolean;
  onSkip: () => void;
  onGrant: (days: string[]) => void;
}

/**
 * 'Grant day access to this group?' (spec §4): after Update Access, the affected days as
 * checkboxes, all chosen at first; Skip, or Grant day access for the chosen ones. Mounted only
 * while open, so each opening starts with every day chosen. Formik with the contract's yup schema
 * (at least one day); the chosen days keep the order they are offered in.
 */
export function GrantDayAccessDialog({
  days,
  isPending,
  onSkip,
  onGrant,
}: GrantDayAccessDialogProps) {
  const schema = useMemo(() => grantDayAccessFormSchema(days), [days]);
  const formik = useFormik<GrantDayAccessFormValues>({
    initialValues: { days: [...days] },
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    // Synchronous: the parent's isPending says the grant is under way from here on.
    onSubmit: (values, helpers) => {
      onGrant(values.days);
      helpers.setSubmitting(false);
    },
  });
  const chosen = new Set(formik.values.days);
  const choose = (day: string, on: boolean) =>
    void formik.setFieldValue(
      'days',
      days.filter((d) => (d === day ? on : chosen.has(d))),
    );
  const canGrant = !isPending && schema.isValidSync(formik.values);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onSkip();
      }}
      isDismissable={!isPending}
      title={ACCESS_MESSAGES.grantDayAccessTitle}
      actions={
        <>
          <Button isDisabled={isPending} onPress={onSkip}>
            {ACCESS_MESSAGES.skip}
          </Button>
          <Button
            variant="primary"
            isDisabled={!canGrant}
            onPress={() => {
              if (canGrant && !formik.isSubmitting) void formik.submitForm();
            }}
          >
            {ACCESS_MESSAGES.grantDayAccess}
          </Button>
        </>
      }
    >
      <p>{SESSION_ACCESS_TEXT.daysIntro}</p>
      <ul className={styles.days}>
        {days.map((day) => (
          <li key={day}>
            <Checkbox isSelected={chosen.has(day)} onChange={(on) => choose(day, on)}>
              {formatDay(day, 'weekdayDate')}
            </Checkbox>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
