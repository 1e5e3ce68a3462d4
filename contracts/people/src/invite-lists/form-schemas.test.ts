import { ValidationError } from 'yup';
import { PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES } from '../messages';
import { addInviteeSchema, inviteListFormSchema, notificationStepSchema } from './form-schemas';

/** Every message a schema gives for `values`, by field ([] when valid). */
function errorsOf(schema: { validateSync(v: unknown, o: object): unknown }, values: unknown) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path, e.message]));
  }
}

const file = new File(['email\n'], 'guests.csv');

describe('the create form (spec people §5)', () => {
  it.each<[string, object, Record<string, string>]>([
    ['valid', { audienceInviteListName: 'Partners', file }, {}],
    [
      'nothing',
      {},
      { audienceInviteListName: PEOPLE_MESSAGES.required, file: PEOPLE_MESSAGES.pleaseUploadCsv },
    ],
    [
      'a blank name',
      { audienceInviteListName: '   ', file },
      { audienceInviteListName: PEOPLE_MESSAGES.required },
    ],
    ['a name of 50', { audienceInviteListName: 'n'.repeat(50), file }, {}],
    [
      'a name of 51',
      { audienceInviteListName: 'n'.repeat(51), file },
      { audienceInviteListName: 'Audience Name can be max 50 characters' },
    ],
    [
      'a description of 400',
      { audienceInviteListName: 'P', audienceInviteListDescription: 'd'.repeat(400), file },
      {},
    ],
    [
      'a description of 401',
      { audienceInviteListName: 'P', audienceInviteListDescription: 'd'.repeat(401), file },
      { audienceInviteListDescription: 'Audience Description can be max 400 characters' },
    ],
    ['no file', { audienceInviteListName: 'P', file: null }, { file: 'Please upload csv file' }],
  ])('%s', (_name, values, expected) => {
    expect(errorsOf(inviteListFormSchema, values)).toEqual(expected);
  });
});

describe('the notification step (spec people §5: at least one, or skip)', () => {
  it.each<[string, object, Record<string, string>]>([
    ['one chosen', { communicationSettingIds: [3] }, {}],
    ['two chosen', { communicationSettingIds: [3, 4] }, {}],
    [
      'none chosen',
      { communicationSettingIds: [] },
      { communicationSettingIds: 'Please select at least one notification' },
    ],
    ['missing', {}, { communicationSettingIds: 'Please select at least one notification' }],
  ])('%s', (_name, values, expected) => {
    expect(errorsOf(notificationStepSchema, values)).toEqual(expected);
  });
});

describe('add invitee (spec people §5)', () => {
  const long = 'x'.repeat(151);
  it.each<[string, object, Record<string, string>]>([
    ['an email only', { email: 'ada@example.com' }, {}],
    ['no email', {}, { email: PEOPLE_MESSAGES.required }],
    ['an invalid email', { email: 'ada@example' }, { email: 'Invalid email address' }],
    [
      'an email over 150',
      { email: `${'a'.repeat(140)}@example.com` },
      { email: PEOPLE_EXTRA_MESSAGES.fieldMax(150) },
    ],
    ...(['firstName', 'lastName', 'role', 'company'] as const).map(
      (field): [string, object, Record<string, string>] => [
        `${field} over 150`,
        { email: 'ada@example.com', [field]: long },
        { [field]: PEOPLE_EXTRA_MESSAGES.fieldMax(150) },
      ],
    ),
    ['a valid phone', { email: 'ada@example.com', phoneNumber: '+14155552671' }, {}],
    [
      'an invalid phone',
      { email: 'ada@example.com', phoneNumber: '555' },
      { phoneNumber: 'Invalid phone number' },
    ],
    [
      'a national phone with its country',
      { email: 'ada@example.com', phoneNumber: '020 7946 0958', country: 'United Kingdom' },
      {},
    ],
    [
      'a national phone without a country',
      { email: 'ada@example.com', phoneNumber: '020 7946 0958' },
      { phoneNumber: 'Invalid phone number' },
    ],
    ['a country of the list', { email: 'ada@example.com', country: 'India' }, {}],
    [
      'a country not on the list',
      { email: 'ada@example.com', country: 'Atlantis' },
      { country: PEOPLE_EXTRA_MESSAGES.unknownCountry },
    ],
  ])('%s', (_name, values, expected) => {
    expect(errorsOf(addInviteeSchema, values)).toEqual(expected);
  });

  it('trims what it keeps', () => {
    expect(addInviteeSchema.cast({ email: ' ada@example.com ', firstName: ' Ada ' })).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: '',
      role: '',
      company: '',
      country: '',
      phoneNumber: '',
    });
  });
});
