/**
 * The registrant form inside formik, for adding and editing: name, email, role, the flow (chosen
 * when adding, shown when editing), the flow's fields as inputs of their types, the tickets (lines
 * when adding, shown when editing), a refusal of the API, Cancel and the submit button.
 */
import { getIn, useFormikContext } from 'formik';
import { rolesForEventType } from '@console/shared/contract';
import { useCurrentEvent } from '@console/shared/react';
import { Button, TextField } from '@console/shared/ui';
import { Select } from '@console/shared/ui/select';
import { ROLE_LABEL } from '../../audience-list/list/labels';
import styles from '../Registrants.module.css';
import { AnswerInput } from './AnswerInput';
import { fieldLabel } from './field-label';
import { answersFor, formFieldsOf } from './registrant-values';
import { TicketLines } from './TicketLines';
import type {
  AudienceTicketType,
  Registrant,
  RegistrantFormAnswer,
  RegistrantFormValues,
} from '@console/people-contract';
import type { RegistrationFormFlow } from '@console/registration-contract';

type PersonField = 'firstName' | 'lastName' | 'email';

const PERSON_FIELDS: readonly { name: PersonField; label: string; required: boolean }[] = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'lastName', label: 'Last name', required: false },
  { name: 'email', label: 'Email', required: true },
];

export interface RegistrantFormProps {
  flows: readonly RegistrationFormFlow[];
  /** The event's ticket types when adding (null: no ticket lines, e.g. a webinar). */
  ticketTypes: readonly AudienceTicketType[] | null;
  /** The registrant edited; absent when adding. */
  registrant?: Registrant;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onCancel: () => void;
}

export function RegistrantForm({
  flows,
  ticketTypes,
  registrant,
  submitLabel,
  pendingLabel,
  isPending,
  onCancel,
}: RegistrantFormProps) {
  const event = useCurrentEvent();
  const formik = useFormikContext<RegistrantFormValues>();
  const { values, setFieldValue, setFieldTouched } = formik;
  const flow = flows.find((f) => f.flowId === values.flowId);
  const fields = formFieldsOf(flow);
  const status = typeof formik.status === 'string' ? formik.status : undefined;

  const errorOf = (path: string): string | undefined => {
    const shown = formik.submitCount > 0 || getIn(formik.touched, path) === true;
    const error: unknown = getIn(formik.errors, path);
    return shown && typeof error === 'string' ? error : undefined;
  };
  const edit = (path: string, value: unknown) => {
    void setFieldTouched(path, true, false);
    void setFieldValue(path, value);
  };
  const chooseFlow = (flowId: number) => {
    const next = formFieldsOf(flows.find((f) => f.flowId === flowId));
    void setFieldValue('answers', answersFor(next, values.answers), false);
    edit('flowId', flowId);
  };

  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      {PERSON_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={fieldLabel(field.label, field.required)}
          name={field.name}
          type={field.name === 'email' ? 'email' : 'text'}
          isRequired={field.required}
          value={values[field.name]}
          onChange={(value) => edit(field.name, value)}
          isDisabled={isPending}
          errorMessage={errorOf(field.name)}
        />
      ))}
      <Select
        label={fieldLabel('Role', true)}
        name="role"
        options={rolesForEventType(event.type).map((role) => ({
          id: role,
          label: ROLE_LABEL[role],
        }))}
        value={values.role === '' ? null : values.role}
        onChange={(key) => edit('role', key === null ? '' : String(key))}
        isDisabled={isPending}
        errorMessage={errorOf('role')}
      />
      {registrant ? (
        <p className={styles.readOnlyValue}>
          Registration flow: {flow?.name ?? `#${registrant.flowId}`}
        </p>
      ) : (
        <Select
          label={fieldLabel('Registration flow', true)}
          name="flowId"
          options={flows.map((f) => ({ id: f.flowId, label: f.name }))}
          value={values.flowId}
          onChange={(key) => {
            if (key !== null) chooseFlow(Number(key));
          }}
          isDisabled={isPending}
          errorMessage={errorOf('flowId')}
        />
      )}
      {fields.length > 0 ? (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>Registration form</legend>
          {fields.map((field) => (
            <AnswerInput
              key={field.fieldName}
              field={field}
              value={values.answers[field.fieldName]}
              onChange={(answer: RegistrantFormAnswer) =>
                edit(`answers.${field.fieldName}`, answer)
              }
              isDisabled={isPending}
              errorMessage={errorOf(`answers.${field.fieldName}`)}
            />
          ))}
        </fieldset>
      ) : null}
      {registrant && registrant.tickets.length > 0 ? (
        <p className={styles.readOnlyValue}>
          Tickets: {registrant.tickets.map((t) => `${t.name} × ${t.count}`).join(', ')}
        </p>
      ) : null}
      {!registrant && ticketTypes && ticketTypes.length > 0 ? (
        <TicketLines ticketTypes={ticketTypes} errorOf={errorOf} isDisabled={isPending} />
      ) : null}
      {status ? (
        <p role="alert" className={styles.error}>
          {status}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" isDisabled={isPending} onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isDisabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
