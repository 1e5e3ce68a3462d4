import { useCurrentEvent } from '@console/shared/react';
import { formatNumber } from '@console/shared/ui';
import { DetailsList } from '@console/shared/ui/display';
import { formatFormDate } from '../format';
import styles from '../Approvals.module.css';
import { parseCustomFields } from './custom-fields';
import { type CustomFieldValue } from '@console/approvals-contract';

function Value({ field, timeZone }: { field: CustomFieldValue; timeZone: string }) {
  switch (field.kind) {
    case 'text':
      return <>{field.value || '—'}</>;
    case 'number':
      return <>{formatNumber(field.value)}</>;
    case 'boolean':
      return <>{field.value ? 'Yes' : 'No'}</>;
    case 'date':
      return <>{formatFormDate(field.value, timeZone)}</>;
    case 'options':
      return (
        <ul className={styles.plainList}>
          {field.options.map((o) => (
            <li key={o.value}>{o.label}</li>
          ))}
        </ul>
      );
    case 'sessions':
      return (
        <ul className={styles.plainList}>
          {field.picks.map((p) => (
            <li key={p.segmentId}>{p.title}</li>
          ))}
        </ul>
      );
    case 'hotels':
      return (
        <ul className={styles.plainList}>
          {field.hotelIds.map((id) => (
            <li key={id}>Hotel #{id}</li>
          ))}
        </ul>
      );
    case 'disclaimers':
      return (
        <ul className={styles.plainList}>
          {field.consents.map((c) => (
            <li key={c.text}>
              {c.text}: <strong>{c.consentGiven ? 'Yes' : 'No'}</strong>
            </li>
          ))}
        </ul>
      );
  }
}

/** The registrant's answers to the registration form, each rendered by its kind. */
export function CustomFieldList({ json }: { json: string }) {
  const { tz } = useCurrentEvent();
  const fields = parseCustomFields(json);
  if (fields === null) return <p className={styles.muted}>The form answers could not be read.</p>;
  const entries = Object.entries(fields);
  if (entries.length === 0) return <p className={styles.muted}>No form answers.</p>;
  return (
    <DetailsList aria-label="Form answers">
      {entries.map(([label, field]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>
            <Value field={field} timeZone={tz} />
          </dd>
        </div>
      ))}
    </DetailsList>
  );
}
