import { formErrorsOf } from '@console/shared/testing';
import { MESSAGES } from '@console/shared/contract';
import { PEOPLE_EXTRA_MESSAGES } from '../messages';
import { createCustomGroupFormSchema } from './form-schemas';
import { CreateCustomGroupRequestSchema } from './schemas';

const form = (groupName: string) => ({
  groupName,
  isAccessControlEnabled: false,
  groupUpdateType: 'ACTIVE',
});

describe('the create custom group form (spec people §5, §9: 3 to 50 characters)', () => {
  it.each<[string, string, Record<string, string>]>([
    ['3 characters', 'abc', {}],
    ['3 once trimmed', '  abc  ', {}],
    ['50 characters', 'x'.repeat(50), {}],
    ['empty', '', { groupName: PEOPLE_EXTRA_MESSAGES.fieldMin(3) }],
    ['2 characters', 'ab', { groupName: PEOPLE_EXTRA_MESSAGES.fieldMin(3) }],
    ['2 and spaces', 'ab  ', { groupName: PEOPLE_EXTRA_MESSAGES.fieldMin(3) }],
    ['51 characters', 'x'.repeat(51), { groupName: MESSAGES.textTooLong(50) }],
    ['a NUL', 'ab\u0000c', { groupName: MESSAGES.textHasNul }],
  ])('%s', (_case, name, expected) => {
    expect(formErrorsOf(createCustomGroupFormSchema, form(name))).toEqual(expected);
  });

  it.each(['', 'ab', 'abc', '  abc  ', 'x'.repeat(51)])(
    'gives the API’s first message for the sent name %p',
    (name) => {
      const sent = createCustomGroupFormSchema.cast(form(name));
      const api = CreateCustomGroupRequestSchema.safeParse(sent);
      expect(formErrorsOf(createCustomGroupFormSchema, form(name)).groupName).toBe(
        api.error?.issues[0]?.message,
      );
    },
  );

  it('starts as an ACTIVE group without access controls, and refuses another type', () => {
    expect(createCustomGroupFormSchema.cast({ groupName: ' Speakers ' })).toEqual({
      groupName: 'Speakers',
      isAccessControlEnabled: false,
      groupUpdateType: 'ACTIVE',
    });
    expect(
      formErrorsOf(createCustomGroupFormSchema, {
        ...form('Speakers'),
        groupUpdateType: 'DYNAMIC',
      }),
    ).toHaveProperty('groupUpdateType');
  });
});
