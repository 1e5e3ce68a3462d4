/**
 * The session form's yup schema (formik's `validationSchema`): the checks, limits and messages of
 * SessionWriteSchema, plus the event's dates the API checks (the days answer's bounds; without
 * them the API is left to check). Values are the wire's: instants for start and end (the remote
 * turns the event-zone fields into instants), tags and add-ons as lists.
 */
import { array, mixed, object, string, type InferType } from 'yup';
import { hasNul, MESSAGES } from '@console/shared/contract';
import { normalizeSessionLabels } from './labels';
import { SCHEDULE_LIMITS as L } from './limits';
import { SCHEDULE_MESSAGES as M } from './messages';
import { SCHEDULE_FORMATS, type ScheduleBounds, type ScheduleFormat } from './schemas';

const requiredText = (required: string, max: number, tooLong: string) =>
  string()
    .default('')
    .trim()
    .required(required)
    .max(max, tooLong)
    .test('no-nul', MESSAGES.textHasNul, (value) => !hasNul(value ?? ''));

const isInstant = (value: string | null | undefined) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

const ms = (value: string | null | undefined) => (isInstant(value) ? Date.parse(value ?? '') : NaN);

const labels = (tooLong: string, tooMany: string) =>
  array(
    string()
      .default('')
      .trim()
      .max(L.labelMax, tooLong)
      .test('no-nul', MESSAGES.textHasNul, (value) => !hasNul(value ?? '')),
  )
    .default([])
    .test('count', tooMany, (values) => normalizeSessionLabels(values ?? []).length <= L.labelsMax);

/** The session form's schema, with the event's bounds when they are known. */
export const sessionFormSchema = (bounds: ScheduleBounds | null) =>
  object({
    title: requiredText(M.titleRequired, L.titleMax, M.titleMax),
    stageName: requiredText(M.stageNameRequired, L.stageNameMax, M.stageNameMax),
    startDateTime: string()
      .nullable()
      .default(null)
      .required(M.startRequired)
      .test('iso', M.dateTime, isInstant)
      .test(
        'from',
        bounds ? M.startBeforeEvent(bounds) : '',
        (value) => !bounds || !isInstant(value) || ms(value) >= Date.parse(bounds.startsFrom),
      )
      .test(
        'by',
        bounds ? M.startAfterEvent(bounds) : '',
        (value) => !bounds || !isInstant(value) || ms(value) < Date.parse(bounds.endsBy),
      ),
    endDateTime: string()
      .nullable()
      .default(null)
      .required(M.endRequired)
      .test('iso', M.dateTime, isInstant)
      .test(
        'after-start',
        M.endBeforeStart,
        (value, context) =>
          !isInstant(context.parent.startDateTime) ||
          !isInstant(value) ||
          ms(value) > ms(context.parent.startDateTime),
      )
      .test(
        'by',
        bounds ? M.endAfterEvent(bounds) : '',
        // A start past the last day is the start's error alone, as the API answers it.
        (value, context) =>
          !bounds ||
          !isInstant(value) ||
          ms(context.parent.startDateTime) >= Date.parse(bounds.endsBy) ||
          ms(value) <= Date.parse(bounds.endsBy),
      ),
    format: mixed<ScheduleFormat>().oneOf(SCHEDULE_FORMATS, M.format).required(M.format),
    tags: labels(M.tagMax, M.tagsMax),
    addOns: labels(M.addOnMax, M.addOnsMax),
  });
export type SessionFormValues = InferType<ReturnType<typeof sessionFormSchema>>;
