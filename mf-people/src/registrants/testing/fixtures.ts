/** Wire data of the registrant tests, valid against the contracts' schemas. */
import type { Registrant } from '@console/people-contract';
import type { FormField, RegistrationFormFlow } from '@console/registration-contract';

let nextFieldId = 1;

export function formField(overrides: Partial<FormField> & Pick<FormField, 'fieldName'>): FormField {
  const fieldId = nextFieldId++;
  return {
    fieldId,
    label: overrides.fieldName,
    type: 'STRING',
    subType: null,
    predefinedValues: [],
    required: false,
    position: fieldId,
    flowIds: [1],
    ...overrides,
  };
}

/** Two flows: General asks the company (required), its size and a newsletter checkbox; Speakers a talk title (required) and a track. */
export const FLOWS: RegistrationFormFlow[] = [
  {
    flowId: 1,
    name: 'General',
    fields: [
      formField({ fieldName: 'company', label: '<b>Company</b>', required: true }),
      formField({ fieldName: 'companySize', label: 'Company size', type: 'NUMBER' }),
      formField({ fieldName: 'newsletter', label: 'Newsletter', type: 'BOOLEAN' }),
    ],
  },
  {
    flowId: 2,
    name: 'Speakers',
    fields: [
      formField({ fieldName: 'talkTitle', label: 'Talk title', required: true, flowIds: [2] }),
      formField({
        fieldName: 'track',
        label: 'Track',
        subType: 'SINGLE_SELECT',
        predefinedValues: [
          { label: 'Web', value: 'web' },
          { label: 'Data', value: 'data' },
        ],
        flowIds: [2],
      }),
    ],
  },
];

export const registrant = (overrides: Partial<Registrant> = {}): Registrant => ({
  registrationId: 5,
  flowContextId: 'ctx-5',
  flowId: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'ATTENDEE',
  status: 'REGISTERED',
  tickets: [{ ticketTypeId: 100, name: 'VIP', count: 1 }],
  customField: { company: 'Analytical Engines', companySize: 12 },
  ...overrides,
});
