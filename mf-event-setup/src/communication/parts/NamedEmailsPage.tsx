import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { TIMINGS, type Permission } from '@console/shared/contract';
import { useNotifier } from '@console/shared/react';
import { Button, EmptyState } from '@console/shared/ui';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import { EmailEditor, type EmailEditorProps, type EmailText } from '../editor/EmailEditor';
import { useWritable } from '../hooks/use-writable';
import { DeleteDialog } from './DeleteDialog';
import { namedEmailColumns } from './named-columns';
import { PageFrame } from './PageFrame';

/** What a page of named emails says (words.ts). */
export interface NamedEmailsWords {
  title: string;
  hint: string;
  /** The button that opens the editor on a new one, and the editor's title then. */
  create: string;
  createTitle: string;
  editTitle: (name: string) => string;
  saved: (name: string) => string;
  deleteTitle: (name: string) => string;
  deleteMessage: string;
  deleted: (name: string) => string;
  none: string;
  noneHint: string;
  table: string;
}

export interface NamedEmailsPageProps<T extends EmailText> {
  words: NamedEmailsWords;
  /** The permission that lets the user change them. */
  permission: Permission;
  emails: UseQueryResult<T[]>;
  idOf: (email: T) => number;
  /** Columns between the subject and the actions. */
  extraColumns?: readonly DataTableColumn<T>[];
  /** The editor's rules for this kind of email. */
  editor: Pick<EmailEditorProps, 'placeholders' | 'schema' | 'draftActions'>;
  create: (text: EmailText) => Promise<unknown>;
  edit: (id: number, text: EmailText) => Promise<unknown>;
  remove: { run: (id: number) => Promise<void>; isPending: boolean };
}

type Editing<T> = { kind: 'new' } | { kind: 'edit'; email: T };

const BLANK: EmailText = { name: '', subject: '', body: '' };

/**
 * A page of named emails (Custom's invitation emails, the saved templates): the list with Edit
 * and Delete, the editor in a side panel for a new or a changed one, and a confirmation before a
 * delete. Each page gives its words, its list and writes, and its editor's rules.
 */
export function NamedEmailsPage<T extends EmailText>({
  words,
  permission,
  emails,
  idOf,
  extraColumns = [],
  editor,
  create,
  edit,
  remove,
}: NamedEmailsPageProps<T>) {
  const { notify } = useNotifier();
  const writable = useWritable(permission);
  const [editing, setEditing] = useState<Editing<T> | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const close = () => setEditing(null);
  return (
    <PageFrame
      title={words.title}
      hint={words.hint}
      actions={
        <Button variant="primary" onPress={() => setEditing({ kind: 'new' })}>
          {words.create}
        </Button>
      }
      query={emails}
      readOnly={!writable}
    >
      {(list) => (
        <>
          <DataTable
            aria-label={words.table}
            columns={namedEmailColumns<T>(
              extraColumns,
              writable
                ? { edit: (email) => setEditing({ kind: 'edit', email }), remove: setDeleting }
                : null,
            )}
            rows={list}
            getRowId={idOf}
            emptyState={<EmptyState title={words.none} description={words.noneHint} />}
          />
          {editing ? (
            <EmailEditor
              {...editor}
              title={
                editing.kind === 'new' ? words.createTitle : words.editTitle(editing.email.name)
              }
              initial={
                editing.kind === 'new'
                  ? BLANK
                  : {
                      name: editing.email.name,
                      subject: editing.email.subject,
                      body: editing.email.body,
                    }
              }
              withName
              save={async (text) => {
                if (editing.kind === 'new') await create(text);
                else await edit(idOf(editing.email), text);
                notify(words.saved(text.name), {
                  tone: 'success',
                  durationMs: TIMINGS.toastShortMs,
                });
                close();
              }}
              readOnly={!writable}
              onClose={close}
            />
          ) : null}
          {deleting ? (
            <DeleteDialog
              title={words.deleteTitle(deleting.name)}
              message={words.deleteMessage}
              deletedText={words.deleted(deleting.name)}
              isPending={remove.isPending}
              remove={() => remove.run(idOf(deleting))}
              onClose={() => setDeleting(null)}
            />
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
