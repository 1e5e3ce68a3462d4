import { MESSAGES } from '@console/shared/contract';
import { formErrorsOf } from '@console/shared/testing';
import { stageRenameFormSchema } from './form-schemas';
import { VENUE_LIMITS } from './limits';
import { VENUE_MESSAGES } from './messages';

describe('stageRenameFormSchema: what the API would answer for the new name', () => {
  const schema = stageRenameFormSchema('Main Stage', ['Side Stage']);
  it.each<[string, string, string | undefined]>([
    ['a new name', 'Keynote Hall', undefined],
    ['empty', '  ', VENUE_MESSAGES.stageNameRequired],
    ['too long', 'x'.repeat(VENUE_LIMITS.stageNameMax + 1), VENUE_MESSAGES.stageNameMax],
    ['a NUL', 'a\u0000b', MESSAGES.textHasNul],
    ['the current name', ' Main Stage ', VENUE_MESSAGES.stageNameUnchanged],
    ['another stage’s name', 'Side Stage', VENUE_MESSAGES.stageNameTaken('Side Stage')],
  ])('%s', (_case, newName, message) => {
    expect(formErrorsOf(schema, { newName }).newName).toBe(message);
  });
});
