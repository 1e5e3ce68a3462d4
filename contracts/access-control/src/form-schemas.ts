/**
 * The access control forms' yup schemas (formik's validationSchema in mf-access-control).
 */
import { array, object, string, type InferType } from 'yup';

/**
 * A group's day access (spec §4): a checkbox per event day; the checked ones are event days. Save
 * sends the days whose box differs from the saved state (it is disabled while none does).
 */
export const dayAccessFormSchema = (eventDays: readonly string[]) =>
  object({
    granted: array(string().oneOf(eventDays).required()).required(),
  });
export type DayAccessFormValues = InferType<ReturnType<typeof dayAccessFormSchema>>;

/**
 * 'Grant day access to this group?' (spec §4): the offered days as checkboxes, all chosen at
 * first; Grant day access needs at least one of them (it is disabled otherwise, so the rule's
 * message is never shown).
 */
export const grantDayAccessFormSchema = (offeredDays: readonly string[]) =>
  object({
    days: array(string().oneOf(offeredDays).required()).required().min(1),
  });
export type GrantDayAccessFormValues = InferType<ReturnType<typeof grantDayAccessFormSchema>>;
