/** The tickets of a new registrant: one row per ticket type (type and count), added and removed. */
import { useFormikContext } from 'formik';
import { Button, TextField } from '@console/shared/ui';
import { Select } from '@console/shared/ui/select';
import styles from '../Registrants.module.css';
import {
  REGISTRATION_LIMITS,
  type AudienceTicketType,
  type RegistrantFormValues,
} from '@console/people-contract';

export function TicketLines({
  ticketTypes,
  errorOf,
  isDisabled,
}: {
  ticketTypes: readonly AudienceTicketType[];
  errorOf: (path: string) => string | undefined;
  isDisabled: boolean;
}) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<RegistrantFormValues>();
  const rows = values.tickets;
  const options = ticketTypes.map((t) => ({ id: t.ticketTypeId, label: t.name }));
  const nameOf = (id: number | null) => ticketTypes.find((t) => t.ticketTypeId === id)?.name;
  const edit = (path: string, value: unknown) => {
    void setFieldTouched(path, true, false);
    void setFieldValue(path, value);
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Tickets</legend>
      {rows.map((row, index) => {
        const rowName = nameOf(row.ticketTypeId) ?? `line ${index + 1}`;
        return (
          <div key={index} className={styles.ticketRow}>
            <Select
              label={`Ticket type ${index + 1}`}
              name={`tickets.${index}.ticketTypeId`}
              options={options}
              value={row.ticketTypeId}
              onChange={(key) =>
                edit(`tickets.${index}.ticketTypeId`, key === null ? null : Number(key))
              }
              placeholder="Choose a ticket type"
              isDisabled={isDisabled}
              errorMessage={errorOf(`tickets.${index}.ticketTypeId`)}
            />
            <TextField
              label={`Count ${index + 1}`}
              name={`tickets.${index}.count`}
              type="number"
              value={row.count}
              onChange={(value) => edit(`tickets.${index}.count`, value)}
              isDisabled={isDisabled}
              errorMessage={errorOf(`tickets.${index}.count`)}
            />
            <Button
              size="small"
              aria-label={`Remove ticket ${rowName}`}
              isDisabled={isDisabled}
              onPress={() =>
                void setFieldValue(
                  'tickets',
                  rows.filter((_, i) => i !== index),
                )
              }
            >
              Remove
            </Button>
          </div>
        );
      })}
      {rows.length < Math.min(REGISTRATION_LIMITS.ticketLinesMax, ticketTypes.length) ? (
        <div>
          <Button
            size="small"
            isDisabled={isDisabled}
            onPress={() =>
              void setFieldValue('tickets', [...rows, { ticketTypeId: null, count: '1' }])
            }
          >
            Add ticket
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
