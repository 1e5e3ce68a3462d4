import { Button } from '@console/shared/ui';
import type { DataTableColumn } from '@console/shared/ui/data-table';
import { COMMUNICATION_WORDS as WORDS } from '../words';
import styles from '../Communication.module.css';

interface NamedEmail {
  name: string;
  subject: string;
}

/**
 * The columns of a list of named emails (invitation emails, saved templates): name, subject, the
 * extra columns given, and Edit and Delete (none without `actions`: a read-only user).
 */
export function namedEmailColumns<T extends NamedEmail>(
  extra: readonly DataTableColumn<T>[],
  actions: { edit: (row: T) => void; remove: (row: T) => void } | null,
): DataTableColumn<T>[] {
  return [
    { id: 'name', header: WORDS.name, cell: (row) => row.name, isRowHeader: true },
    { id: 'subject', header: WORDS.subject, cell: (row) => row.subject, minWidth: '16rem' },
    ...extra,
    ...(actions
      ? [
          {
            id: 'actions',
            header: WORDS.actions,
            cell: (row: T) => (
              <span className={styles.rowActions}>
                <Button
                  size="small"
                  aria-label={WORDS.editNamed(row.name)}
                  onPress={() => actions.edit(row)}
                >
                  {WORDS.edit}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  aria-label={WORDS.deleteNamed(row.name)}
                  onPress={() => actions.remove(row)}
                >
                  {WORDS.delete}
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ];
}
