import { useState } from 'react';
import { useFormik } from 'formik';
import { useCurrentEvent, useLeaveConfirmation, useReadOnly } from '@console/shared/react';
import { TextField } from '@console/shared/ui';
import { DateTimeField } from '@console/shared/ui/form';
import { MultiSelect } from '@console/shared/ui/select';
import { TICKETING_LIMITS as L, type Coupon } from '@console/registration-contract';
import { EditorFrame } from '../form/EditorFrame';
import { serverErrors } from '@console/shared/ui/form';
import { useEditorNavigation } from '../form/use-editor-navigation';
import { useCreateCoupon, useUpdateCoupon } from '../hooks/use-coupon-mutations';
import { useTickets } from '../hooks/use-tickets';
import styles from '../Ticketing.module.css';
import { TICKETING_WORDS as WORDS } from '../words';
import { ticketOptions } from './ticket-options';
import {
  couponCreate,
  couponErrors,
  couponFieldOf,
  couponFields,
  couponPatch,
  type CouponField,
  type CouponFields,
} from './coupon-fields';

const NAVIGATION = {
  list: { key: 'registration.coupons', label: WORDS.backToCoupons },
  edit: { key: 'registration.couponEdit', param: 'couponId' },
};

/**
 * A coupon's form, new (coupon null) or saved: its code, uses allowed, the ticket types it
 * applies to and its validity. The contract's couponFormSchema checks it on Save; the server's
 * refusals (a code another coupon has, uses under the uses so far) show on their fields.
 */
export function CouponForm({ coupon }: { coupon: Coupon | null }) {
  const event = useCurrentEvent();
  const readOnly = useReadOnly();
  const tickets = useTickets();
  const create = useCreateCoupon();
  const update = useUpdateCoupon(coupon?.couponId ?? 0);
  const [formError, setFormError] = useState<string | null>(null);

  const formik = useFormik<CouponFields>({
    initialValues: couponFields(coupon),
    validate: couponErrors,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (fields, helpers) => {
      helpers.setSubmitting(false);
      const handlers = {
        onSuccess: (saved: Coupon) => {
          helpers.resetForm({ values: couponFields(saved) });
          navigation.afterSave(saved.couponId);
        },
        onError: (error: unknown) => {
          const { form, ...onFields } = serverErrors<CouponField>(error, couponFieldOf);
          helpers.setErrors(onFields);
          setFormError(form ?? null);
        },
      };
      if (coupon === null) {
        create.mutate(couponCreate(fields), handlers);
        return;
      }
      const patch = couponPatch(fields, formik.initialValues);
      if (patch !== null) update.mutate(patch, handlers);
    },
  });
  const guard = useLeaveConfirmation(formik.dirty && !readOnly);
  const navigation = useEditorNavigation(NAVIGATION, guard);
  const values = formik.values;

  const edit = <K extends CouponField>(field: K, value: CouponFields[K]) => {
    void formik.setFieldValue(field, value, false);
    formik.setFieldError(field, undefined);
    setFormError(null);
  };
  const zoneHint = WORDS.eventTime(event.tz);
  const options = ticketOptions(tickets.data ?? [], values.ticketTypeIds);

  return (
    <EditorFrame
      title={coupon ? WORDS.editCoupon : WORDS.createCoupon}
      back={navigation.back}
      approvalsReturn={navigation.approvalsReturn}
      justSaved={navigation.justSaved}
      formError={formError}
      isReadOnly={readOnly}
      canSubmit={coupon === null || formik.dirty}
      isPending={create.isPending || update.isPending}
      isNew={coupon === null}
      onSubmit={formik.handleSubmit}
      guard={guard}
    >
      <TextField
        label={WORDS.code}
        name="code"
        isRequired
        maxLength={L.couponCodeMax}
        value={values.code}
        onChange={(code) => edit('code', code)}
        errorMessage={formik.errors.code}
        isDisabled={readOnly}
      />
      <TextField
        label={WORDS.usesAllowed}
        name="quantity"
        description={coupon ? `${WORDS.usesHint} ${WORDS.usedSoFar(coupon.used)}` : WORDS.usesHint}
        value={values.quantity}
        onChange={(quantity) => edit('quantity', quantity)}
        errorMessage={formik.errors.quantity}
        isDisabled={readOnly}
      />
      <MultiSelect
        label={WORDS.appliesTo}
        name="ticketTypeIds"
        placeholder={WORDS.allTickets}
        options={options}
        value={values.ticketTypeIds}
        onChange={(keys) => edit('ticketTypeIds', keys.map(Number))}
        errorMessage={
          typeof formik.errors.ticketTypeIds === 'string' ? formik.errors.ticketTypeIds : undefined
        }
        isDisabled={readOnly}
      />
      <div className={styles.twoColumns}>
        <DateTimeField
          label={WORDS.validFrom}
          name="validFrom"
          value={values.validFrom}
          timeZone={event.tz}
          onChange={(value) => edit('validFrom', value)}
          description={`${WORDS.validFromHint} ${zoneHint}`}
          errorMessage={formik.errors.validFrom}
          isClearable
          isDisabled={readOnly}
        />
        <DateTimeField
          label={WORDS.validUntil}
          name="validUntil"
          value={values.validUntil}
          timeZone={event.tz}
          onChange={(value) => edit('validUntil', value)}
          description={`${WORDS.validUntilHint} ${zoneHint}`}
          errorMessage={formik.errors.validUntil}
          isClearable
          isDisabled={readOnly}
        />
      </div>
    </EditorFrame>
  );
}
