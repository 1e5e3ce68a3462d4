import { PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES } from '../messages';
import {
  checkInviteCsvShape,
  INVITE_CSV_COLUMNS,
  INVITE_CSV_TEMPLATE,
  isBlankRecord,
  readInviteCsvHeader,
  toInviteRow,
  validateInviteRecord,
  type InviteRowProblem,
} from './csv-rules';

const HEADER = [...INVITE_CSV_COLUMNS];
/** A record of the 7 columns with the given cells changed. */
const record = (cells: Partial<Record<(typeof INVITE_CSV_COLUMNS)[number], string>> = {}) =>
  INVITE_CSV_COLUMNS.map((c) => cells[c] ?? (c === 'email' ? 'ada@example.com' : ''));

describe('the CSV header (spec people §5: exactly 7 columns in this order)', () => {
  it('is email, firstName, lastName, role, company, phoneNumber, country', () => {
    expect(INVITE_CSV_COLUMNS).toEqual([
      'email',
      'firstName',
      'lastName',
      'role',
      'company',
      'phoneNumber',
      'country',
    ]);
  });

  it.each<[string, string[], string | null]>([
    ['exact', HEADER, null],
    ['spaces around labels', HEADER.map((c) => ` ${c} `), null],
    // Decision 0042: the labels decide where each column goes, not the order or the wording.
    ['two columns swapped', ['firstName', 'email', ...HEADER.slice(2)], null],
    ['a label in another case', ['Email', ...HEADER.slice(1)], null],
    ['6 columns', HEADER.slice(0, 6), null],
    ['8 columns', [...HEADER, 'notes'], null],
    ['an empty 8th column', [...HEADER, ''], null],
    ['no label naming email', ['Name', 'Phone', 'Country'], PEOPLE_MESSAGES.csvColumnsOrder],
    [
      'email renamed beyond recognition',
      ['Contact', ...HEADER.slice(1)],
      PEOPLE_MESSAGES.csvColumnsOrder,
    ],
    ['empty', [], PEOPLE_MESSAGES.csvColumnsOrder],
  ])('%s', (_name, header, expected) => {
    expect(readInviteCsvHeader(header).error).toBe(expected);
  });

  it('suggests the mapping the labels name', () => {
    expect(readInviteCsvHeader(['Surname', 'E-mail', 'Notes'])).toEqual({
      mapping: ['lastName', 'email', null],
      error: null,
    });
  });

  it.each<[string, string[], (string | null)[], string | null]>([
    ['a mapping chosen by the organizer', ['Contact', 'Name'], ['email', 'firstName'], null],
    [
      'a mapping without email',
      ['email', 'Name'],
      [null, 'firstName'],
      PEOPLE_EXTRA_MESSAGES.emailColumnRequired,
    ],
    [
      'a mapping of another header',
      ['email', 'Name'],
      ['email'],
      PEOPLE_EXTRA_MESSAGES.mappingDoesNotFitHeader(1, 2),
    ],
  ])('%s', (_name, header, mapping, expected) => {
    const read = readInviteCsvHeader(header, mapping as Parameters<typeof readInviteCsvHeader>[1]);
    expect(read).toEqual({ mapping, error: expected });
  });
});

describe("the file's shape (spec people §5: fewer than 2 rows, or a single empty data row)", () => {
  it.each<[string, number, number, string | null]>([
    ['no record', 0, 0, PEOPLE_MESSAGES.pleaseUploadValidCsv],
    ['a header only', 1, 0, PEOPLE_MESSAGES.pleaseUploadValidCsv],
    ['a header and one empty row', 2, 1, PEOPLE_MESSAGES.pleaseUploadValidCsv],
    ['a header and only empty rows', 4, 3, PEOPLE_MESSAGES.pleaseUploadValidCsv],
    ['a header and one row', 2, 0, null],
    ['a header, one row and a trailing empty line', 3, 1, null],
  ])('%s', (_name, records, blankDataRecords, expected) => {
    expect(checkInviteCsvShape({ records, blankDataRecords })).toBe(expected);
  });
});

describe('isBlankRecord', () => {
  it.each<[string[], boolean]>([
    [[''], true],
    [['', ' ', '\t'], true],
    [[',', ''], false],
    [['a'], false],
  ])('%j → %s', (fields, expected) => {
    expect(isBlankRecord(fields)).toBe(expected);
  });
});

describe('a row (spec people §5: only email is mandatory)', () => {
  const long = 'x'.repeat(151);
  it.each<[string, string[], Omit<InviteRowProblem, 'row'>[]]>([
    ['only an email', record(), []],
    [
      'every field',
      record({
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'Speaker',
        company: 'Analytical',
        phoneNumber: '+14155552671',
        country: 'United States',
      }),
      [],
    ],
    ['150 characters', record({ company: 'x'.repeat(150) }), []],
    ['no email', record({ email: '' }), [{ column: 'email', problem: PEOPLE_MESSAGES.required }]],
    [
      'a blank email',
      record({ email: '  ' }),
      [{ column: 'email', problem: PEOPLE_MESSAGES.required }],
    ],
    [
      'an invalid email',
      record({ email: 'ada@' }),
      [{ column: 'email', problem: PEOPLE_MESSAGES.invalidEmail }],
    ],
    [
      'an email without a dot in its domain',
      record({ email: 'ada@localhost' }),
      [{ column: 'email', problem: PEOPLE_MESSAGES.invalidEmail }],
    ],
    ...(['firstName', 'lastName', 'role', 'company'] as const).map(
      (column): [string, string[], Omit<InviteRowProblem, 'row'>[]] => [
        `${column} over 150 characters`,
        record({ [column]: long }),
        [{ column, problem: PEOPLE_EXTRA_MESSAGES.fieldMax(150) }],
      ],
    ),
    [
      'an email over 150 characters',
      record({ email: `${'a'.repeat(140)}@example.com` }),
      [{ column: 'email', problem: PEOPLE_EXTRA_MESSAGES.fieldMax(150) }],
    ],
    [
      'an invalid phone, named with its value',
      record({ phoneNumber: '12345' }),
      [{ column: 'phoneNumber', problem: `${PEOPLE_MESSAGES.invalidPhone} “12345”` }],
    ],
    [
      'a national phone without a country',
      record({ phoneNumber: '(415) 555-2671' }),
      [
        {
          column: 'phoneNumber',
          problem: PEOPLE_EXTRA_MESSAGES.invalidPhoneValue('(415) 555-2671'),
        },
      ],
    ],
    [
      'a national phone of its country',
      record({ phoneNumber: '(415) 555-2671', country: 'US' }),
      [],
    ],
    ['a country by name in any case', record({ country: 'germany' }), []],
    ['a country by code', record({ country: 'DE' }), []],
    [
      'an unknown country',
      record({ country: 'Atlantis' }),
      [{ column: 'country', problem: PEOPLE_EXTRA_MESSAGES.unknownCountry }],
    ],
    [
      'too few columns',
      ['ada@example.com', 'Ada'],
      [{ column: 'row', problem: PEOPLE_EXTRA_MESSAGES.wrongColumnCount(2, 7) }],
    ],
    [
      'too many columns',
      [...record(), 'extra'],
      [{ column: 'row', problem: PEOPLE_EXTRA_MESSAGES.wrongColumnCount(8, 7) }],
    ],
    [
      'several problems at once',
      record({ email: 'nope', phoneNumber: '1', country: 'Atlantis' }),
      [
        { column: 'email', problem: PEOPLE_MESSAGES.invalidEmail },
        { column: 'country', problem: PEOPLE_EXTRA_MESSAGES.unknownCountry },
        { column: 'phoneNumber', problem: PEOPLE_EXTRA_MESSAGES.invalidPhoneValue('1') },
      ],
    ],
  ])('%s', (_name, fields, expected) => {
    expect(validateInviteRecord(fields, 5)).toEqual(expected.map((p) => ({ row: 5, ...p })));
  });

  it('is read under a mapping: columns in any order, ignored ones skipped, the count of the header', () => {
    const mapping = [null, 'phoneNumber', 'email', 'country'] as const;
    const fields = ['note', '030 1234567', ' ada@example.com ', 'DE'];
    expect(validateInviteRecord(fields, 3, [...mapping])).toEqual([]);
    expect(toInviteRow(fields, [...mapping])).toEqual({
      email: 'ada@example.com',
      firstName: '',
      lastName: '',
      role: '',
      company: '',
      phoneNumber: '+49301234567',
      country: 'Germany',
    });
    expect(validateInviteRecord(['a@b.co', ''], 3, [...mapping])).toEqual([
      { row: 3, column: 'row', problem: PEOPLE_EXTRA_MESSAGES.wrongColumnCount(2, 4) },
    ]);
  });

  it.each<[string, string, string]>([
    ['international with spaces', '+1 415 555 2671', '+14155552671'],
    ['national, read in the row country', '(415) 555-2671', '+14155552671'],
    ['formatted with dashes', '+86 10-1234-5678', '+861012345678'],
  ])('stores a phone in E.164: %s', (_name, phone, stored) => {
    expect(toInviteRow(record({ phoneNumber: phone, country: 'US' })).phoneNumber).toBe(stored);
  });

  it('is read trimmed, with its country as the list names it', () => {
    expect(toInviteRow([' ada@example.com ', ' Ada', '', '', '', '', 'de'])).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: '',
      role: '',
      company: '',
      phoneNumber: '',
      country: 'Germany',
    });
  });
});

describe('the sample template', () => {
  it('has the header and a row that passes every rule', () => {
    const [header, row, end] = INVITE_CSV_TEMPLATE.split('\n');
    expect(header?.split(',')).toEqual(HEADER);
    expect(validateInviteRecord(row?.split(',') ?? [], 2)).toEqual([]);
    expect(end).toBe('');
  });
});
