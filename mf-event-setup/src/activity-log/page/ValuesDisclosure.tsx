/**
 * An entry's values before and after the write, shown on demand: a button that says whether the
 * values are open (aria-expanded) and the two lists it controls, "Before" and "After".
 */
import { Fragment, useId, useState } from 'react';
import { Button } from '@console/shared/ui';
import { DetailsList } from '@console/shared/ui/display';
import type { ActivityEntry } from '@console/activity-log-contract';
import styles from '../ActivityLog.module.css';
import { ACTIVITY_LOG_WORDS as WORDS } from '../words';
import { valueRows, type ValueRow } from './values';

function Side({
  title,
  rows,
  side,
}: {
  title: string;
  rows: ValueRow[];
  side: 'before' | 'after';
}) {
  return (
    <div className={styles.side}>
      <p className={styles.sideTitle}>{title}</p>
      <DetailsList aria-label={title}>
        {rows.map((row) => (
          <Fragment key={row.name}>
            <dt>{row.name}</dt>
            <dd>{row[side]}</dd>
          </Fragment>
        ))}
      </DetailsList>
    </div>
  );
}

export function ValuesDisclosure({ entry }: { entry: ActivityEntry }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rows = valueRows(entry.before, entry.after);
  if (rows.length === 0) return <span className={styles.muted}>{WORDS.noValues}</span>;
  return (
    <div className={styles.disclosure}>
      <Button
        variant="link"
        size="small"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${open ? WORDS.hideValues : WORDS.showValues}: ${entry.summary}`}
        onPress={() => setOpen((was) => !was)}
      >
        {open ? WORDS.hideValues : WORDS.showValues}
      </Button>
      <div
        id={panelId}
        role="group"
        aria-label={WORDS.valuesOf(entry.summary)}
        hidden={!open}
        className={styles.values}
      >
        {open ? (
          <>
            <Side title={WORDS.before} rows={rows} side="before" />
            <Side title={WORDS.after} rows={rows} side="after" />
          </>
        ) : null}
      </div>
    </div>
  );
}
