import {
  apiFieldMessage,
  formFieldOfApiError,
  formFieldsOf,
  toCreateRequest,
} from './registrant-values';
import { formField } from '../testing/fixtures';
import { REGISTRATION_MESSAGES } from '@console/people-contract';

describe('registrant values and the wire', () => {
  it('sends each type as the API reads it, leaving blank answers out', () => {
    const fields = formFieldsOf({
      flowId: 3,
      name: 'All types',
      fields: [
        formField({ fieldName: 'size', type: 'NUMBER' }),
        formField({ fieldName: 'arrival', type: 'DATE' }),
        formField({ fieldName: 'topics', type: 'LIST' }),
        formField({ fieldName: 'note' }),
        formField({ fieldName: 'optIn', type: 'BOOLEAN' }),
      ],
    });
    const body = toCreateRequest(
      {
        firstName: ' Ada ',
        lastName: '',
        email: 'ada@example.com ',
        role: 'ATTENDEE',
        flowId: 3,
        tickets: [{ ticketTypeId: 100, count: '3' }],
        answers: {
          size: '12.5',
          arrival: '2026-05-01T09:00:00.000Z',
          topics: ['web'],
          note: '  ',
          optIn: false,
          gone: 'an answer of another flow',
        },
      },
      fields,
    );
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: 'ada@example.com',
      role: 'ATTENDEE',
      flowId: 3,
      tickets: [{ ticketTypeId: 100, count: 3 }],
      customField: {
        size: 12.5,
        arrival: '2026-05-01T09:00:00.000Z',
        topics: ['web'],
        optIn: false,
      },
    });
  });

  it('puts a refusal under the field the API names, without the name in front', () => {
    const message = `customField.company: ${REGISTRATION_MESSAGES.answerRequired('Company')}`;
    expect(formFieldOfApiError('customField.company')).toBe('answers.company');
    expect(apiFieldMessage('customField.company', message)).toBe(
      REGISTRATION_MESSAGES.answerRequired('Company'),
    );
    expect(formFieldOfApiError('tickets.1.ticketTypeId')).toBe('tickets.1.ticketTypeId');
    expect(formFieldOfApiError('email')).toBe('email');
    expect(formFieldOfApiError('ticketTypeId')).toBeNull();
    expect(formFieldOfApiError(undefined)).toBeNull();
  });
});
