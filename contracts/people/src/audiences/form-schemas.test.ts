import { ValidationError } from 'yup';
import { PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES } from '../messages';
import { renameGroupFormSchema } from './form-schemas';

function errorOf(current: string, name: unknown): string | undefined {
  try {
    renameGroupFormSchema(current).validateSync({ name });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.message;
  }
}

describe('the rename form (spec people §5: required, max 50, a change)', () => {
  it.each<[string, string, unknown, string | null]>([
    ['changed', 'VIP', 'VIP guests', null],
    ['changed, spaces around it', 'VIP', '  VIP guests ', null],
    ['another case', 'VIP', 'vip', null],
    ['50 characters', 'VIP', 'x'.repeat(50), null],
    ['empty', 'VIP', '', PEOPLE_MESSAGES.required],
    ['missing', 'VIP', undefined, PEOPLE_MESSAGES.required],
    ['only spaces', 'VIP', '   ', PEOPLE_MESSAGES.required],
    ['51 characters', 'VIP', 'x'.repeat(51), PEOPLE_EXTRA_MESSAGES.fieldMax(50)],
  ])('%s', (_case, current, name, expected) => {
    expect(errorOf(current, name) ?? null).toBe(expected);
  });

  it.each(['VIP', ' VIP  '])('refuses the current name (%p)', (name) => {
    expect(errorOf('VIP', name)).toBeDefined();
  });

  it('sends the name trimmed', () => {
    expect(renameGroupFormSchema('VIP').cast({ name: ' VIP guests ' })).toEqual({
      name: 'VIP guests',
    });
  });
});
