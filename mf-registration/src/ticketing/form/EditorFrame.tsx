import type { FormEvent, ReactNode } from 'react';
import type { LeaveConfirmation } from '@console/shared/react';
import { Button, Link, Page, PageHeader } from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import { LeaveDialog } from '@console/shared/ui/dialog';
import styles from '../Ticketing.module.css';
import { TICKETING_WORDS as WORDS } from '../words';

export interface EditorFrameProps {
  title: string;
  /** Where the header's back arrow and Cancel go: the list, or the approvals the user came from. */
  back: { href: string; label: string };
  /** The approvals page the user came from, or null. */
  approvalsReturn: string | null;
  /** A save just succeeded (with approvals to go back to). */
  justSaved: boolean;
  /** What the server refused that is no field's. */
  formError: string | null;
  /** Notices about the record, above its fields. */
  notice?: ReactNode;
  isReadOnly: boolean;
  /** Save is offered (a new record, or changes to save). */
  canSubmit: boolean;
  isPending: boolean;
  isNew: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  guard: LeaveConfirmation;
  children: ReactNode;
}

/**
 * The frame both ticketing forms share: header and back link, the read-only and saved notices,
 * the fields, Cancel and Save (none on a read-only event), and the leave confirmation.
 */
export function EditorFrame({
  title,
  back,
  approvalsReturn,
  justSaved,
  formError,
  notice,
  isReadOnly,
  canSubmit,
  isPending,
  isNew,
  onSubmit,
  guard,
  children,
}: EditorFrameProps) {
  const submitLabel = isNew
    ? isPending
      ? WORDS.creating
      : WORDS.create
    : isPending
      ? WORDS.saving
      : WORDS.save;
  return (
    <Page>
      <PageHeader
        title={title}
        back={back}
        actions={
          approvalsReturn ? (
            <Link variant="secondaryButton" href={approvalsReturn}>
              {WORDS.backToApprovals}
            </Link>
          ) : null
        }
      />
      {isReadOnly ? <Banner>{WORDS.readOnly}</Banner> : null}
      {justSaved && approvalsReturn ? (
        <Banner>
          {WORDS.savedFromApprovals} <Link href={approvalsReturn}>{WORDS.backToApprovals}</Link>
        </Banner>
      ) : null}
      {notice}
      {formError ? <Banner tone="warning">{formError}</Banner> : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        {isReadOnly ? null : (
          <div className={styles.formActions}>
            <Link variant="secondaryButton" href={back.href}>
              {WORDS.cancel}
            </Link>
            <Button type="submit" variant="primary" isDisabled={!canSubmit || isPending}>
              {submitLabel}
            </Button>
          </div>
        )}
      </form>
      <LeaveDialog confirmation={guard} title={WORDS.leaveTitle} message={WORDS.leaveMessage} />
    </Page>
  );
}
