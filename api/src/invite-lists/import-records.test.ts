import { describe, it } from 'node:test';
import { expect } from 'expect';
import { classifyRecords, parseInviteCsv } from './import-records';
import { PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES, TEMPLATE_MAPPING } from '@console/people-contract';

const HEADER = 'email,firstName,lastName,role,company,phoneNumber,country';
const parse = (text: string) => parseInviteCsv(Buffer.from(text, 'utf8'));

describe('the server reading of an invite CSV', () => {
  it('reads a BOM, CRLF line breaks and quoted cells with commas and line breaks', () => {
    const parsed = parse(`\uFEFF${HEADER}\r\na@example.com,"Lee, Ann","multi\r\nline",,,,\r\n`);
    expect(parsed).toEqual({
      error: null,
      records: [{ row: 2, fields: ['a@example.com', 'Lee, Ann', 'multi\r\nline', '', '', '', ''] }],
      mapping: TEMPLATE_MAPPING,
    });
  });

  it('skips blank records but keeps the row numbers of the file', () => {
    const parsed = parse(`${HEADER}\n,,,,,,\n\nb@example.com,,,,,,\n`);
    expect(parsed).toEqual({
      error: null,
      records: [{ row: 4, fields: ['b@example.com', '', '', '', '', '', ''] }],
      mapping: TEMPLATE_MAPPING,
    });
  });

  it('refuses the file shapes of spec §5, and a header where no label names email', () => {
    expect(parse('')).toEqual({ error: PEOPLE_MESSAGES.pleaseUploadValidCsv });
    expect(parse(HEADER)).toEqual({ error: PEOPLE_MESSAGES.pleaseUploadValidCsv });
    expect(parse(`${HEADER}\n,,,,,,\n`)).toEqual({ error: PEOPLE_MESSAGES.pleaseUploadValidCsv });
    expect(parse('Contact,firstName\na@b.co,Ann\n')).toEqual({
      error: PEOPLE_MESSAGES.csvColumnsOrder,
    });
    expect(parse('name;phone\nAnn;+14155552671\n')).toEqual({
      error: PEOPLE_MESSAGES.csvColumnsOrder,
    });
  });

  it('reads the columns its labels name, whatever their case, order and delimiter (decision 0042)', () => {
    expect(parse(`${HEADER},extra\na@example.com,,,,,,,x\n`)).toMatchObject({
      error: null,
      mapping: [...TEMPLATE_MAPPING, null],
    });
    expect(
      parse('Email,firstName,lastName,role,company,phoneNumber,country\na@b.co,,,,,,\n'),
    ).toMatchObject({ error: null, mapping: TEMPLATE_MAPPING });
    expect(
      parse('email;firstName;lastName;role;company;phoneNumber;country\na@b.co;;;;;;\n'),
    ).toEqual({
      error: null,
      records: [{ row: 2, fields: ['a@b.co', '', '', '', '', '', ''] }],
      mapping: TEMPLATE_MAPPING,
    });
  });

  it('reads with the mapping it is given, or refuses it naming the problem', () => {
    const text = 'Contact,Name\na@b.co,Ann\n';
    expect(parseInviteCsv(Buffer.from(text), ['email', 'firstName'])).toMatchObject({
      error: null,
      mapping: ['email', 'firstName'],
    });
    expect(parseInviteCsv(Buffer.from(text), ['email'])).toEqual({
      error: PEOPLE_EXTRA_MESSAGES.mappingDoesNotFitHeader(1, 2),
    });
    expect(parseInviteCsv(Buffer.from(text), [null, 'firstName'])).toEqual({
      error: PEOPLE_EXTRA_MESSAGES.emailColumnRequired,
    });
  });

  it('refuses a file it cannot decode', () => {
    expect(parseInviteCsv(Buffer.from('email\nZo\uFFFD@b.co\n'))).toEqual({
      error: PEOPLE_EXTRA_MESSAGES.csvEncodingUnreadable,
    });
  });

  it('refuses an email seen on an earlier valid row, not one seen on a refused row', () => {
    const outcomes = classifyRecords([
      { row: 2, fields: ['a@example.com', '', '', '', '', '12', ''] },
      { row: 3, fields: ['A@example.com', '', '', '', '', '', ''] },
      { row: 4, fields: ['a@example.com', '', '', '', '', '', ''] },
    ]);
    expect(outcomes.map((o) => o.reason)).toEqual([
      `phoneNumber: ${PEOPLE_EXTRA_MESSAGES.invalidPhoneValue('12')}`,
      null,
      PEOPLE_EXTRA_MESSAGES.duplicateInFile,
    ]);
  });

  it('describes every problem of a row, a field too long included', () => {
    const [outcome] = classifyRecords([
      { row: 2, fields: ['nope', 'x'.repeat(151), '', '', '', '', 'Atlantis'] },
    ]);
    expect(outcome?.reason).toBe(
      [
        `firstName: ${PEOPLE_EXTRA_MESSAGES.fieldMax(150)}`,
        `email: ${PEOPLE_MESSAGES.invalidEmail}`,
        `country: ${PEOPLE_EXTRA_MESSAGES.unknownCountry}`,
      ].join('; '),
    );
  });
});
