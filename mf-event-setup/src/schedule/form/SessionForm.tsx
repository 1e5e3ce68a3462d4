import { useState } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import {
  ApiError,
  useCurrentEvent,
  useLeaveConfirmation,
  useNavigate,
  useRouteBuilder,
} from '@console/shared/react';
import { Button, formatDay, Link, Page, PageHeader, TextField } from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import { ConfirmDialog, LeaveDialog } from '@console/shared/ui/dialog';
import { DateTimeField, RadioGroup } from '@console/shared/ui/form';
import {
  isSessionUsed,
  SCHEDULE_ERROR_CODES,
  SCHEDULE_FORMATS,
  SCHEDULE_LIMITS as L,
  type ScheduleBounds,
  type ScheduleSessionDetail,
} from '@console/event-setup-contract';
import {
  useCreateSession,
  useDeleteSession,
  useUpdateSession,
} from '../hooks/use-session-mutations';
import { useScheduleReadOnly } from '../hooks/use-schedule-read-only';
import styles from '../Schedule.module.css';
import { SCHEDULE_WORDS as WORDS } from '../words';
import { dayInZone } from '../zoned-day';
import { serverErrors } from '@console/shared/ui/form';
import {
  endAfterStartMoves,
  movesToAnotherDay,
  sessionBody,
  sessionErrors,
  sessionFieldOf,
  sessionFields,
  type SessionField,
  type SessionFields,
} from './session-fields';
import { UsageList } from './UsageList';

export interface SessionFormProps {
  /** The saved session, or null for a new one. */
  session: ScheduleSessionDetail | null;
  /** The event's dates the times keep to (null while unknown: the API checks them). */
  bounds: ScheduleBounds | null;
  /** A new session's day ('' when none was chosen). */
  day: string;
  /** Reloads the session (its groups changed under a refused write). */
  onStale?: () => void;
}

type Pending = { kind: 'move'; fields: SessionFields } | { kind: 'delete' } | null;

/**
 * A session's form, new or saved. Formik holds what is typed; the contract's sessionFormSchema
 * checks it on Save with the API's messages, and what the server refuses shows on the field it
 * names. A saved session used by groups asks first, listing them, before it moves to another day
 * or is deleted; a 409 (a group took it up meanwhile) shows its message and reloads the groups.
 */
export function SessionForm({ session, bounds, day, onStale }: SessionFormProps) {
  const event = useCurrentEvent();
  const routes = useRouteBuilder();
  const navigate = useNavigate();
  const readOnly = useScheduleReadOnly();
  const create = useCreateSession();
  const update = useUpdateSession(session?.segmentId ?? 0);
  const remove = useDeleteSession(session?.segmentId ?? 0);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const used = session !== null && isSessionUsed(session.usedBy);
  const listOf = (dayShown: string) =>
    routes.to('venue.schedule', {}, { day: dayShown || undefined });

  const onRefused = (error: unknown, setErrors: (errors: FormikErrors<SessionFields>) => void) => {
    const { form, ...onFields } = serverErrors<SessionField>(error, sessionFieldOf);
    setErrors(onFields);
    setFormError(form ?? null);
    if (error instanceof ApiError && error.code === SCHEDULE_ERROR_CODES.sessionInUse) onStale?.();
  };

  const formik = useFormik<SessionFields>({
    initialValues: sessionFields(session, {
      day,
      timeZone: event.tz,
      eventFormat: event.eventFormat,
    }),
    validate: (fields) => sessionErrors(fields, bounds),
    // Checked on Save, as the server checks it: a message stays until its field is edited.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (fields, helpers) => {
      helpers.setSubmitting(false);
      if (session === null) {
        create.mutate(sessionBody(fields), {
          onSuccess: (saved) => leave(dayInZone(saved.startDateTime, event.tz)),
          onError: (error) => onRefused(error, helpers.setErrors),
        });
        return;
      }
      if (used && movesToAnotherDay(session, fields, event.tz)) {
        setPending({ kind: 'move', fields });
        return;
      }
      save(fields, false);
    },
  });
  const guard = useLeaveConfirmation(formik.dirty && !readOnly);

  function leave(dayShown: string) {
    guard.allowNextNavigation();
    void navigate(listOf(dayShown));
  }

  function save(fields: SessionFields, confirm: boolean) {
    update.mutate(
      { body: sessionBody(fields), confirm },
      {
        onSuccess: (saved) => {
          setPending(null);
          leave(dayInZone(saved.startDateTime, event.tz));
        },
        onError: (error) => {
          setPending(null);
          onRefused(error, formik.setErrors);
        },
      },
    );
  }

  function deleteNow() {
    if (session === null) return;
    remove.mutate(used, {
      onSuccess: () => {
        setPending(null);
        leave(dayInZone(session.startDateTime, event.tz));
      },
      onError: (error) => {
        setPending(null);
        onRefused(error, formik.setErrors);
      },
    });
  }

  const edit = <K extends SessionField>(field: K, value: SessionFields[K]) => {
    void formik.setFieldValue(field, value, false);
    formik.setFieldError(field, undefined);
    setFormError(null);
  };
  const values = formik.values;
  const text = (field: 'title' | 'stageName' | 'tags' | 'addOns') => ({
    name: field,
    value: values[field],
    onChange: (value: string) => edit(field, value),
    errorMessage: formik.errors[field],
    isDisabled: readOnly,
  });
  const zoneHint = bounds
    ? WORDS.eventTime(
        event.tz,
        formatDay(bounds.firstDay, 'weekdayDate'),
        formatDay(bounds.lastDay, 'weekdayDate'),
      )
    : `Event time (${event.tz}).`;
  const isPending = create.isPending || update.isPending || remove.isPending;
  const back = {
    href: listOf(session ? dayInZone(session.startDateTime, event.tz) : day),
    label: WORDS.backToSchedule,
  };
  const submitLabel =
    session === null
      ? create.isPending
        ? WORDS.creating
        : WORDS.create
      : update.isPending
        ? WORDS.saving
        : WORDS.save;

  return (
    <Page>
      <PageHeader title={session ? session.title : WORDS.addSession} back={back} />
      {readOnly ? <Banner>{WORDS.readOnly}</Banner> : null}
      {formError ? <Banner tone="warning">{formError}</Banner> : null}
      <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
        <TextField label={WORDS.titleField} isRequired maxLength={L.titleMax} {...text('title')} />
        <TextField
          label={WORDS.stageField}
          description={WORDS.stageHint}
          isRequired
          maxLength={L.stageNameMax}
          {...text('stageName')}
        />
        <div className={styles.twoColumns}>
          <DateTimeField
            label={WORDS.starts}
            name="startDateTime"
            value={values.startDateTime}
            timeZone={event.tz}
            onChange={(value) => {
              edit('startDateTime', value);
              edit(
                'endDateTime',
                endAfterStartMoves(values.startDateTime, value, values.endDateTime),
              );
            }}
            description={zoneHint}
            errorMessage={formik.errors.startDateTime}
            isRequired
            isDisabled={readOnly}
          />
          <DateTimeField
            label={WORDS.ends}
            name="endDateTime"
            value={values.endDateTime}
            timeZone={event.tz}
            onChange={(value) => edit('endDateTime', value)}
            errorMessage={formik.errors.endDateTime}
            isRequired
            isDisabled={readOnly}
          />
        </div>
        <RadioGroup
          label={WORDS.formatField}
          orientation="horizontal"
          options={SCHEDULE_FORMATS.map((format) => ({
            value: format,
            label: WORDS.formats[format],
          }))}
          value={values.format}
          onChange={(value) => {
            const format = SCHEDULE_FORMATS.find((f) => f === value);
            if (format) edit('format', format);
          }}
          isDisabled={readOnly}
        />
        <TextField label={WORDS.tagsField} description={WORDS.tagsHint} {...text('tags')} />
        <TextField label={WORDS.addOnsField} description={WORDS.addOnsHint} {...text('addOns')} />
        {readOnly ? null : (
          <div className={styles.formActions}>
            <Link variant="secondaryButton" href={back.href}>
              {WORDS.cancel}
            </Link>
            <Button
              type="submit"
              variant="primary"
              isDisabled={(session !== null && !formik.dirty) || isPending}
            >
              {submitLabel}
            </Button>
            {session ? (
              <span className={styles.deleteAction}>
                <Button
                  variant="danger"
                  isDisabled={isPending}
                  onPress={() => setPending({ kind: 'delete' })}
                >
                  {remove.isPending ? WORDS.deleting : WORDS.delete}
                </Button>
              </span>
            ) : null}
          </div>
        )}
      </form>
      {session ? (
        <section className={styles.usage} aria-labelledby="session-used-by">
          <h2 id="session-used-by">{WORDS.usedBy}</h2>
          {used ? <UsageList usage={session.usedBy} /> : <p>{WORDS.notUsed}</p>}
        </section>
      ) : null}
      {session ? (
        <>
          <ConfirmDialog
            isOpen={pending?.kind === 'delete'}
            onOpenChange={(open) => {
              if (!open) setPending(null);
            }}
            title={WORDS.deleteTitle}
            message={
              used ? (
                <>
                  <p>{WORDS.deleteUsedMessage}</p>
                  <UsageList usage={session.usedBy} />
                </>
              ) : (
                WORDS.deleteMessage
              )
            }
            confirmLabel={WORDS.delete}
            tone="danger"
            isPending={remove.isPending}
            onConfirm={deleteNow}
          />
          <ConfirmDialog
            isOpen={pending?.kind === 'move'}
            onOpenChange={(open) => {
              if (!open) setPending(null);
            }}
            title={WORDS.moveTitle}
            message={
              <>
                <p>{WORDS.moveUsedMessage}</p>
                <UsageList usage={session.usedBy} />
              </>
            }
            confirmLabel={WORDS.move}
            isPending={update.isPending}
            onConfirm={() => {
              if (pending?.kind === 'move') save(pending.fields, true);
            }}
          />
        </>
      ) : null}
      <LeaveDialog confirmation={guard} title={WORDS.leaveTitle} message={WORDS.leaveMessage} />
    </Page>
  );
}
