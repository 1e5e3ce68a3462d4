import { useState } from 'react';
import { useFormik } from 'formik';
import {
  useCurrentEvent,
  useLeaveConfirmation,
  useReadOnly,
  useRouteLink,
} from '@console/shared/react';
import { TextField } from '@console/shared/ui';
import { DateTimeField } from '@console/shared/ui/form';
import { TICKETING_LIMITS as L, type Ticket } from '@console/registration-contract';
import { serverErrors } from '@console/shared/ui/form';
import { EditorFrame } from '../form/EditorFrame';
import { useEditorNavigation } from '../form/use-editor-navigation';
import { useCreateTicket, useUpdateTicket } from '../hooks/use-ticket-mutations';
import styles from '../Ticketing.module.css';
import { TICKETING_WORDS as WORDS } from '../words';
import { reopenedSalesEnd, salesEndIsPast } from './reopen-sales';
import { SalesEndedNotice } from './SalesEndedNotice';
import {
  ticketCreate,
  ticketErrors,
  ticketFieldOf,
  ticketFields,
  ticketPatch,
  type TicketField,
  type TicketFields,
} from './ticket-fields';

const NAVIGATION = {
  list: { key: 'registration.tickets', label: WORDS.backToTickets },
  edit: { key: 'registration.ticketEdit', param: 'ticketTypeId' },
};

/**
 * A ticket type's form, new (ticket null) or saved. Formik holds what is typed; the contract's
 * ticketFormSchema checks the wire values on Save with the API's messages, and what the server
 * refuses (a 400 on a field, the 409 of a quantity under what is sold and reserved) shows on the
 * field it names. Only the changed fields of a saved ticket are sent.
 */
export function TicketForm({ ticket }: { ticket: Ticket | null }) {
  const event = useCurrentEvent();
  const readOnly = useReadOnly();
  const approvals = useRouteLink('people.approvals');
  const create = useCreateTicket();
  const update = useUpdateTicket(ticket?.ticketTypeId ?? 0);
  const [formError, setFormError] = useState<string | null>(null);

  const formik = useFormik<TicketFields>({
    initialValues: ticketFields(ticket),
    validate: ticketErrors,
    // Checked on Save, as the server checks it: a message stays until its field is edited.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (fields, helpers) => {
      helpers.setSubmitting(false);
      const onError = (error: unknown) => {
        const { form, ...onFields } = serverErrors<TicketField>(error, ticketFieldOf);
        helpers.setErrors(onFields);
        setFormError(form ?? null);
      };
      if (ticket === null) {
        create.mutate(ticketCreate(fields), {
          onSuccess: (saved) => {
            helpers.resetForm({ values: ticketFields(saved) });
            navigation.afterSave(saved.ticketTypeId);
          },
          onError,
        });
        return;
      }
      const patch = ticketPatch(fields, formik.initialValues);
      if (patch === null) return;
      update.mutate(patch, {
        onSuccess: (saved) => {
          helpers.resetForm({ values: ticketFields(saved) });
          navigation.afterSave(saved.ticketTypeId);
        },
        onError,
      });
    },
  });
  const guard = useLeaveConfirmation(formik.dirty && !readOnly);
  const navigation = useEditorNavigation(NAVIGATION, guard);
  const isPending = create.isPending || update.isPending;
  const values = formik.values;

  const edit = <K extends TicketField>(field: K, value: TicketFields[K]) => {
    void formik.setFieldValue(field, value, false);
    formik.setFieldError(field, undefined);
    setFormError(null);
  };
  const text = (field: 'name' | 'quantity' | 'price') => ({
    name: field,
    value: values[field],
    onChange: (value: string) => edit(field, value),
    errorMessage: formik.errors[field],
    isDisabled: readOnly,
  });
  const zoneHint = WORDS.eventTime(event.tz);
  const now = new Date();
  const endedAt = ticket?.salesState === 'ENDED' ? ticket.salesEndAt : null;

  return (
    <EditorFrame
      title={ticket ? WORDS.editTicket : WORDS.createTicket}
      back={navigation.back}
      approvalsReturn={navigation.approvalsReturn}
      justSaved={navigation.justSaved}
      formError={formError}
      notice={
        ticket && endedAt ? (
          <SalesEndedNotice
            ticket={ticket}
            endedAt={endedAt}
            timeZone={event.tz}
            formEnd={values.salesEndAt}
            formEndIsPast={salesEndIsPast(values.salesEndAt, now)}
            approvalsHref={approvals?.({}, { ticketTypeIds: ticket.ticketTypeId }) ?? null}
            onReopen={readOnly ? null : () => edit('salesEndAt', reopenedSalesEnd(new Date()))}
          />
        ) : null
      }
      isReadOnly={readOnly}
      canSubmit={ticket === null || formik.dirty}
      isPending={isPending}
      isNew={ticket === null}
      onSubmit={formik.handleSubmit}
      guard={guard}
    >
      <TextField label={WORDS.name} isRequired maxLength={L.ticketNameMax} {...text('name')} />
      <div className={styles.twoColumns}>
        <TextField
          label={WORDS.quantity}
          description={
            ticket
              ? `${WORDS.quantityHint} ${WORDS.soldReserved(ticket.sold, ticket.reserved)}`
              : WORDS.quantityHint
          }
          {...text('quantity')}
        />
        <TextField label={WORDS.price} description={WORDS.priceHint} {...text('price')} />
      </div>
      <div className={styles.twoColumns}>
        <DateTimeField
          label={WORDS.salesStart}
          name="salesStartAt"
          value={values.salesStartAt}
          timeZone={event.tz}
          onChange={(value) => edit('salesStartAt', value)}
          description={`${WORDS.salesStartHint} ${zoneHint}`}
          errorMessage={formik.errors.salesStartAt}
          isClearable
          isDisabled={readOnly}
        />
        <DateTimeField
          label={WORDS.salesEnd}
          name="salesEndAt"
          value={values.salesEndAt}
          timeZone={event.tz}
          onChange={(value) => edit('salesEndAt', value)}
          description={`${WORDS.salesEndHint} ${zoneHint}`}
          errorMessage={formik.errors.salesEndAt}
          isClearable
          isDisabled={readOnly}
        />
      </div>
    </EditorFrame>
  );
}
