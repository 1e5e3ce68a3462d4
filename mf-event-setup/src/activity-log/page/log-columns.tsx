/**
 * The log table's columns: when (in the event's zone), who, the area, what (the entry's sentence,
 * naming the row), what it changed (a link to its page when there is one the user may open) and
 * its values before and after, on demand.
 */
import { Link } from '@console/shared/ui';
import type { DataTableColumn } from '@console/shared/ui/data-table';
import { DateTime } from '@console/shared/ui/display';
import { ACTIVITY_AREA_LABELS, type ActivityEntry } from '@console/activity-log-contract';
import { ACTIVITY_LOG_WORDS as WORDS } from '../words';
import { ValuesDisclosure } from './ValuesDisclosure';

export interface LogColumnsOptions {
  timeZone: string;
  targetHref: (entry: ActivityEntry) => string | null;
}

export function logColumns({
  timeZone,
  targetHref,
}: LogColumnsOptions): DataTableColumn<ActivityEntry>[] {
  return [
    {
      id: 'when',
      header: WORDS.when(timeZone),
      minWidth: '11rem',
      cell: (entry) => <DateTime value={entry.occurredAt} timeZone={timeZone} />,
    },
    { id: 'who', header: WORDS.who, minWidth: '9rem', cell: (entry) => entry.actor.name },
    {
      id: 'area',
      header: WORDS.area,
      minWidth: '8rem',
      priority: 'low',
      cell: (entry) => ACTIVITY_AREA_LABELS[entry.area],
    },
    {
      id: 'what',
      header: WORDS.what,
      isRowHeader: true,
      minWidth: '16rem',
      cell: (entry) => entry.summary,
    },
    {
      id: 'changed',
      header: WORDS.changed,
      minWidth: '10rem',
      cell: (entry) => {
        const href = targetHref(entry);
        return href ? <Link href={href}>{entry.target.label}</Link> : entry.target.label;
      },
    },
    {
      id: 'values',
      header: WORDS.details,
      minWidth: '14rem',
      cell: (entry) => <ValuesDisclosure entry={entry} />,
    },
  ];
}
