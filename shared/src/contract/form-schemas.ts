/**
 * The forms' side of the platform contract: yup schemas (formik's `validationSchema`) that check
 * what the user typed with the messages the API's zod schemas give for the same input, so a form
 * says on Submit what the server would answer. The zod schemas stay the wire contract.
 */
import { object, string, type InferType } from 'yup';
import { z } from '@console/shared/zod';
import { MESSAGES } from './messages';
import { LOGIN_LIMITS } from './session';
import { hasNul } from './wire';

/**
 * Typed text as `textSchema(max)` checks it on the wire: at most `max` characters (counted before
 * any trimming, as the wire counts them) and no NUL character. A missing value is ''.
 */
export const formText = (max: number) =>
  string()
    .default('')
    .max(max, MESSAGES.textTooLong(max))
    .test('no-nul', MESSAGES.textHasNul, (value) => !hasNul(value ?? ''));

/** The login form: the checks, order and messages of LoginRequestSchema. */
export const loginFormSchema = object({
  email: formText(LOGIN_LIMITS.emailMax)
    .test('filled', MESSAGES.emailRequired, (value) => (value ?? '').trim() !== '')
    .test('email', MESSAGES.invalidEmail, (value) => z.regexes.email.test((value ?? '').trim())),
  password: formText(LOGIN_LIMITS.passwordMax).test(
    'filled',
    MESSAGES.passwordRequired,
    (value) => (value ?? '') !== '',
  ),
});
export type LoginFormValues = InferType<typeof loginFormSchema>;
