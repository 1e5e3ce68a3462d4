import { useMemo } from 'react';
import { useFormik } from 'formik';
import { useReadOnly } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { SlideOut } from '@console/shared/ui/dialog';
import { Checkbox } from '@console/shared/ui/form';
import { changedDays, dayLabel, grantedDays } from './day-rules';
import { useDayImpactPreview } from '../hooks/use-impact-preview';
import { ImpactPanel } from '../page/ImpactPanel';
import { RemoveDaysDialog } from './RemoveDaysDialog';
import { useDayAccessSave } from './use-day-access-save';
import { GROUP_PAGE_WORDS } from '../words';
import styles from '../Group.module.css';
import {
  dayAccessFormSchema,
  type AccessGroup,
  type DayAccessFormValues,
  type DayAccessMapping,
} from '@console/access-control-contract';

/**
 * The group's day access: a checkbox per event day; Save sends the days that changed, whose impact
 * on the registrants shows before it. Formik with the contract's yup schema; the checked days keep
 * the event's order.
 */
export function DayAccessSlideOut({
  group,
  days,
  onClose,
}: {
  group: AccessGroup;
  days: readonly DayAccessMapping[];
  onClose: () => void;
}) {
  const readOnly = useReadOnly();
  const save = useDayAccessSave(group, onClose);
  const eventDays = useMemo(() => days.map((day) => day.dayAccessDate), [days]);
  const formik = useFormik<DayAccessFormValues>({
    initialValues: { granted: [...grantedDays(days)] },
    validationSchema: dayAccessFormSchema(eventDays),
    validateOnChange: false,
    validateOnBlur: false,
    // Synchronous: the save's own state says it is busy from here on.
    onSubmit: (values, helpers) => {
      save.start(changedDays(days, new Set(values.granted)));
      helpers.setSubmitting(false);
    },
  });
  const checked = new Set(formik.values.granted);
  // Kept while the checkboxes stay as they are: the impact preview waits for them to settle.
  const changes = useMemo(
    () => changedDays(days, new Set(formik.values.granted)),
    [days, formik.values.granted],
  );
  const impact = useDayImpactPreview(group.groupId, changes);
  const check = (day: string, on: boolean) =>
    void formik.setFieldValue(
      'granted',
      eventDays.filter((d) => (d === day ? on : checked.has(d))),
    );
  const canSave = !readOnly && !save.isBusy && changes.length > 0;
  return (
    <SlideOut
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!save.isBusy}
      title={GROUP_PAGE_WORDS.dayAccess}
      actions={
        <>
          <Button variant="secondary" isDisabled={save.isBusy} onPress={onClose}>
            {GROUP_PAGE_WORDS.cancel}
          </Button>
          <Button
            variant="primary"
            isDisabled={!canSave}
            onPress={() => {
              if (canSave && !formik.isSubmitting) void formik.submitForm();
            }}
          >
            {GROUP_PAGE_WORDS.save}
          </Button>
        </>
      }
    >
      <p className={styles.hint}>{GROUP_PAGE_WORDS.dayAccessHint}</p>
      {days.length === 0 ? (
        <p className={styles.description}>{GROUP_PAGE_WORDS.noDays}</p>
      ) : (
        <ul className={styles.days}>
          {days.map((day) => (
            <li key={day.dayAccessDate}>
              <Checkbox
                isSelected={checked.has(day.dayAccessDate)}
                isDisabled={readOnly || save.isBusy}
                onChange={(on) => check(day.dayAccessDate, on)}
              >
                {dayLabel(day.dayAccessDate)}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
      <ImpactPanel
        impact={impact}
        active={changes.length > 0}
        audienceGroupId={group.audienceGroupId}
      />
      <RemoveDaysDialog
        days={save.askingDays}
        isPending={save.isBusy}
        onCancel={save.cancel}
        onAccept={save.accept}
      />
    </SlideOut>
  );
}
