import { formErrorsOf as errorsOf } from '../testing/form-errors';
import { object } from 'yup';
import { formText, loginFormSchema } from './form-schemas';
import { MESSAGES } from './messages';
import { LoginRequestSchema } from './session';

describe('formText: the wire’s text rule for a typed field', () => {
  it.each<[string, unknown, string | undefined]>([
    ['empty', '', undefined],
    ['missing', undefined, undefined],
    ['at the limit', 'x'.repeat(10), undefined],
    ['over the limit', 'x'.repeat(11), MESSAGES.textTooLong(10)],
    ['spaces count, as on the wire', ` ${'x'.repeat(9)} `, MESSAGES.textTooLong(10)],
    ['a NUL', 'a\u0000b', MESSAGES.textHasNul],
  ])('%s', (_case, value, expected) => {
    expect(errorsOf(object({ text: formText(10) }), { text: value }).text).toBe(expected);
  });
});

describe('the login form', () => {
  const cases: [string, object, Record<string, string>][] = [
    ['filled', { email: 'organizer@demo.events', password: 'secret' }, {}],
    ['spaces around the email', { email: '  organizer@demo.events ', password: 's' }, {}],
    [
      'nothing',
      { email: '', password: '' },
      { email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired },
    ],
    ['a blank email', { email: '   ', password: 's' }, { email: MESSAGES.emailRequired }],
    ['no @', { email: 'organizer', password: 's' }, { email: MESSAGES.invalidEmail }],
    [
      'no dot in the domain',
      { email: 'organizer@demo', password: 's' },
      { email: MESSAGES.invalidEmail },
    ],
    [
      'an email over 254',
      { email: `${'a'.repeat(250)}@x.io`, password: 's' },
      { email: MESSAGES.textTooLong(254) },
    ],
    [
      'a password over 1024',
      { email: 'a@b.io', password: 'p'.repeat(1025) },
      { password: MESSAGES.textTooLong(1024) },
    ],
    [
      'a NUL in the password',
      { email: 'a@b.io', password: 'a\u0000' },
      { password: MESSAGES.textHasNul },
    ],
  ];

  it.each(cases)('%s', (_case, values, expected) => {
    expect(errorsOf(loginFormSchema, values)).toEqual(expected);
  });

  it.each(cases)('%s: the same first message per field as the API’s schema', (_case, values) => {
    const api = LoginRequestSchema.safeParse(values);
    const apiErrors: Record<string, string> = {};
    for (const issue of api.error?.issues ?? []) apiErrors[String(issue.path[0])] ??= issue.message;
    expect(errorsOf(loginFormSchema, values)).toEqual(apiErrors);
  });
});
