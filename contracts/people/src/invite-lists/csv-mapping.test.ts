import { PEOPLE_EXTRA_MESSAGES } from '../messages';
import {
  columnOfLabel,
  inviteCsvMappingProblem,
  InviteCsvMappingSchema,
  suggestInviteCsvMapping,
  TEMPLATE_MAPPING,
  type InviteCsvMapping,
} from './csv-mapping';
import { INVITE_CSV_COLUMNS } from './csv-rules';

describe('columnOfLabel: labels ignoring case, spaces, underscores and hyphens, and synonyms', () => {
  it.each<[string, string | null]>([
    ...INVITE_CSV_COLUMNS.map((c): [string, string] => [c, c]),
    ['EMAIL', 'email'],
    ['E-mail', 'email'],
    ['e_mail', 'email'],
    ['Email address', 'email'],
    ['E-Mail Address', 'email'],
    ['Mail', 'email'],
    ['First Name', 'firstName'],
    ['first_name', 'firstName'],
    ['Given name', 'firstName'],
    ['Last Name', 'lastName'],
    ['Surname', 'lastName'],
    ['Family name', 'lastName'],
    ['Job title', 'role'],
    ['Organisation', 'company'],
    ['Organization', 'company'],
    ['Company name', 'company'],
    ['Phone', 'phoneNumber'],
    ['Phone number', 'phoneNumber'],
    ['phone_number', 'phoneNumber'],
    ['Mobile', 'phoneNumber'],
    ['Country/Region', 'country'],
    ['  Country  ', 'country'],
    ['status', null],
    ['Notes', null],
    ['', null],
  ])('%j → %s', (label, column) => {
    expect(columnOfLabel(label)).toBe(column);
  });
});

describe('suggestInviteCsvMapping', () => {
  it('reads the template header as it is', () => {
    expect(suggestInviteCsvMapping(INVITE_CSV_COLUMNS)).toEqual(TEMPLATE_MAPPING);
  });

  it('maps reworded and reordered headers, ignores unknown columns', () => {
    expect(
      suggestInviteCsvMapping(['First Name', 'Last Name', 'E-mail', 'Notes', 'Mobile', 'Country']),
    ).toEqual(['firstName', 'lastName', 'email', null, 'phoneNumber', 'country']);
  });

  it("reads the console's own export (its status column ignored)", () => {
    expect(suggestInviteCsvMapping([...INVITE_CSV_COLUMNS, 'status'])).toEqual([
      ...TEMPLATE_MAPPING,
      null,
    ]);
  });

  it('gives a column to its first label only', () => {
    expect(suggestInviteCsvMapping(['Email', 'Phone', 'Mobile', 'E-mail'])).toEqual([
      'email',
      'phoneNumber',
      null,
      null,
    ]);
  });

  it('finds no email in a header without one', () => {
    expect(suggestInviteCsvMapping(['Name', 'Phone'])).toEqual([null, 'phoneNumber']);
  });
});

describe('a mapping (only email must be chosen, each column once)', () => {
  it.each<[string, InviteCsvMapping, string | null]>([
    ['the template', TEMPLATE_MAPPING, null],
    ['email alone', [null, 'email', null], null],
    ['no email', ['firstName', null], PEOPLE_EXTRA_MESSAGES.emailColumnRequired],
    ['nothing chosen', [null, null], PEOPLE_EXTRA_MESSAGES.emailColumnRequired],
    [
      'a column chosen twice',
      ['email', 'phoneNumber', 'phoneNumber'],
      PEOPLE_EXTRA_MESSAGES.columnChosenTwice('phoneNumber'),
    ],
  ])('%s', (_name, mapping, problem) => {
    expect(inviteCsvMappingProblem(mapping)).toBe(problem);
    const parsed = InviteCsvMappingSchema.safeParse(mapping);
    expect(parsed.success).toBe(problem === null);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(problem);
  });

  it('is refused on the wire when it is not one choice of the seven (or null) per column', () => {
    for (const wrong of [[], ['email', 'notes'], ['email', 3], Array(101).fill('email')])
      expect(InviteCsvMappingSchema.safeParse(wrong).success).toBe(false);
  });
});
