import { MESSAGES } from '@console/shared/contract';
import { formErrorsOf } from '@console/shared/testing';
import {
  emailFormSchema,
  invitationEmailFormSchema,
  savedTemplateFormSchema,
} from './form-schemas';
import { KIND_PLACEHOLDERS } from './kinds';
import { COMMUNICATION_LIMITS as L } from './limits';
import { COMMUNICATION_MESSAGES as M } from './messages';
import { EmailDraftSchema, SavedTemplateCreateSchema } from './schemas';

describe('emailFormSchema: what the API would answer for an automatic email', () => {
  const confirmation = emailFormSchema(KIND_PLACEHOLDERS.REGISTRATION_CONFIRMATION);
  const ok = { subject: 'Welcome to {event}', body: 'Hi {firstName}' };
  it.each<[string, Partial<typeof ok>, string, string | undefined]>([
    ['valid text', {}, 'subject', undefined],
    ['an empty subject', { subject: '   ' }, 'subject', M.subjectRequired],
    ['a long subject', { subject: 'x'.repeat(L.subjectMax + 1) }, 'subject', M.subjectMax],
    ['a subject of two lines', { subject: 'a\nb' }, 'subject', M.subjectOneLine],
    ['an empty body', { body: '\n' }, 'body', M.bodyRequired],
    ['a long body', { body: 'x'.repeat(L.bodyMax + 1) }, 'body', M.bodyMax],
    ['a NUL', { body: 'a\u0000b' }, 'body', MESSAGES.textHasNul],
    [
      'an unknown placeholder',
      { body: 'Hi {lastName}' },
      'body',
      M.placeholdersNotAllowed(['{lastName}'], ['firstName', 'event']),
    ],
    [
      'a link the confirmation has none of',
      { subject: 'Go {continueLink}' },
      'subject',
      M.placeholdersNotAllowed(['{continueLink}'], ['firstName', 'event']),
    ],
  ])('%s', (_case, change, field, message) => {
    expect(formErrorsOf(confirmation, { ...ok, ...change })[field]).toBe(message);
  });

  it('lets the reminder use its continue link', () => {
    const reminder = emailFormSchema(KIND_PLACEHOLDERS.REMINDER);
    expect(formErrorsOf(reminder, { subject: 'Hi', body: '{continueLink}' })).toEqual({});
  });
});

describe('saved templates and invitation emails', () => {
  it('asks a name; a template may use any placeholder, an invitation only its own', () => {
    const typed = { name: ' ', subject: 'S', body: 'Go {continueLink}' };
    expect(formErrorsOf(savedTemplateFormSchema, typed)).toEqual({ name: M.nameRequired });
    expect(formErrorsOf(invitationEmailFormSchema, { ...typed, name: 'x'.repeat(101) })).toEqual({
      name: M.nameMax,
      body: M.placeholdersNotAllowed(['{continueLink}'], ['firstName', 'event']),
    });
  });

  it('gives the wire the same messages; a draft’s placeholders are its kind’s (the API checks them)', () => {
    const template = SavedTemplateCreateSchema.safeParse({ name: 'a', subject: 'b', body: '{x}' });
    expect(template.error?.issues.map((issue) => issue.message)).toEqual([
      M.placeholdersNotAllowed(['{x}'], ['firstName', 'event', 'continueLink']),
    ]);
    const draft = EmailDraftSchema.safeParse({ subject: ' ', body: 'Hi {lastName}' });
    expect(draft.error?.issues.map((issue) => issue.message)).toEqual([M.subjectRequired]);
    const extra = SavedTemplateCreateSchema.safeParse({ name: 'a', subject: 'b', body: 'c', x: 1 });
    expect(extra.error?.issues[0]?.message).toBe(
      M.unknownSetting(['x'], ['name', 'subject', 'body']),
    );
  });
});
