/**
 * The communication forms' yup schemas (formik's `validationSchema`): the checks and messages of
 * the wire schemas (checks.ts), so an editor says on Save what the API would answer, including a
 * placeholder the email cannot fill. The 409s (a name taken, a full list) stay the API's.
 */
import { object, string, type InferType } from 'yup';
import { hasNul, MESSAGES } from '@console/shared/contract';
import { emailTextProblem, type EmailTextField } from './checks';
import { INVITATION_PLACEHOLDERS } from './kinds';
import { COMMUNICATION_LIMITS as L } from './limits';
import { COMMUNICATION_MESSAGES as M } from './messages';
import { PLACEHOLDERS, type Placeholder } from './placeholders';

const emailText = (field: EmailTextField, allowed: readonly Placeholder[]) =>
  string()
    .default('')
    .test('no-nul', MESSAGES.textHasNul, (value) => !hasNul(value ?? ''))
    .test('email-text', function check(value) {
      const typed = field === 'subject' ? (value ?? '').trim() : (value ?? '');
      const problem = emailTextProblem(field, typed, allowed);
      return problem ? this.createError({ message: problem }) : true;
    });

const name = () =>
  string()
    .default('')
    .trim()
    .required(M.nameRequired)
    .max(L.nameMax, M.nameMax)
    .test('no-nul', MESSAGES.textHasNul, (value) => !hasNul(value ?? ''));

/** An automatic email's editor: its kind's placeholders (KIND_PLACEHOLDERS) only. */
export const emailFormSchema = (allowed: readonly Placeholder[]) =>
  object({ subject: emailText('subject', allowed), body: emailText('body', allowed) });
export type EmailFormValues = InferType<ReturnType<typeof emailFormSchema>>;

/** A saved template: any placeholder (the email it is used in checks its own on save). */
export const savedTemplateFormSchema = object({
  name: name(),
  subject: emailText('subject', PLACEHOLDERS),
  body: emailText('body', PLACEHOLDERS),
});
export type SavedTemplateFormValues = InferType<typeof savedTemplateFormSchema>;

/** An invitation email of the Custom page: the invitation's placeholders. */
export const invitationEmailFormSchema = object({
  name: name(),
  subject: emailText('subject', INVITATION_PLACEHOLDERS),
  body: emailText('body', INVITATION_PLACEHOLDERS),
});
export type InvitationEmailFormValues = InferType<typeof invitationEmailFormSchema>;
