import { formErrorsOf } from '@console/shared/testing';
import { PEOPLE_MESSAGES } from '../messages';
import {
  registrantFormSchema,
  type RegistrantFormField,
  type RegistrantFormValues,
} from './form-schemas';
import { REGISTRATION_MESSAGES } from './messages';

const field = (overrides: Partial<RegistrantFormField>): RegistrantFormField => ({
  fieldName: 'company',
  label: 'Company',
  type: 'STRING',
  subType: null,
  required: false,
  predefinedValues: [],
  ...overrides,
});

const fields = [
  field({ fieldName: 'company', label: 'Company', required: true }),
  field({ fieldName: 'size', label: 'Company size', type: 'NUMBER' }),
  field({
    fieldName: 'track',
    label: 'Track',
    subType: 'SINGLE_SELECT',
    predefinedValues: [{ label: 'Web', value: 'web' }],
  }),
  field({ fieldName: 'topics', label: 'Topics', type: 'LIST', required: true }),
];

const valid = (overrides: Partial<RegistrantFormValues> = {}): RegistrantFormValues => ({
  firstName: 'Ada',
  lastName: '',
  email: 'ada@example.com',
  role: 'ATTENDEE',
  flowId: 1,
  tickets: [{ ticketTypeId: 100, count: '2' }],
  answers: { company: 'ACME', size: '', track: '', topics: ['x'] },
  ...overrides,
});

describe('registrantFormSchema', () => {
  it('accepts a complete registrant', () => {
    const schema = registrantFormSchema(fields.slice(0, 3));
    expect(formErrorsOf(schema, valid())).toEqual({});
  });

  it('names each wrong field with the API’s words', () => {
    const schema = registrantFormSchema(fields);
    const errors = formErrorsOf(
      schema,
      valid({
        firstName: ' ',
        email: 'ada@',
        role: '',
        flowId: null,
        tickets: [
          { ticketTypeId: 100, count: '0' },
          { ticketTypeId: 100, count: '1' },
          { ticketTypeId: null, count: '1' },
        ],
        answers: { company: ' ', size: 'ten', track: 'mobile', topics: [] },
      }),
    );
    expect(errors).toEqual({
      firstName: PEOPLE_MESSAGES.required,
      email: PEOPLE_MESSAGES.invalidEmail,
      role: REGISTRATION_MESSAGES.roleRequired,
      flowId: REGISTRATION_MESSAGES.flowRequired,
      'tickets[0].ticketTypeId': REGISTRATION_MESSAGES.ticketListedTwice,
      'tickets[0].count': REGISTRATION_MESSAGES.ticketCount(50),
      'tickets[1].ticketTypeId': REGISTRATION_MESSAGES.ticketListedTwice,
      'tickets[2].ticketTypeId': REGISTRATION_MESSAGES.ticketTypeRequired,
      'answers.company': REGISTRATION_MESSAGES.answerRequired('Company'),
      'answers.size': REGISTRATION_MESSAGES.answerNumber,
      'answers.track': REGISTRATION_MESSAGES.answerChoice,
      'answers.topics': REGISTRATION_MESSAGES.answerRequired('Topics'),
    });
  });

  it('in an edit, asks a required answer only when the registrant had one', () => {
    const schema = registrantFormSchema(fields, new Set(['company']));
    const errors = formErrorsOf(
      schema,
      valid({ tickets: [], answers: { company: '', size: '', track: '', topics: [] } }),
    );
    expect(errors).toEqual({ 'answers.company': REGISTRATION_MESSAGES.answerRequired('Company') });
  });
});
