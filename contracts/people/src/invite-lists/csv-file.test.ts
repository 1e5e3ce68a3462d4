import { PEOPLE_EXTRA_MESSAGES } from '../messages';
import { decodeInviteCsv, detectInviteCsvDelimiter, readInviteCsv } from './csv-file';

const HEADER = 'email,firstName,lastName';
const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...values: number[]) => Uint8Array.from(values);

/** UTF-16 code units as bytes, little or big end first, after the byte order mark. */
function utf16(text: string, order: 'le' | 'be'): Uint8Array {
  const out = [...(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff])];
  for (const unit of Array.from(text, (c) => c.charCodeAt(0))) {
    const [low, high] = [unit & 0xff, unit >> 8];
    out.push(...(order === 'le' ? [low, high] : [high, low]));
  }
  return Uint8Array.from(out);
}

/** "Zoë Müller" as Excel's plain CSV saves it on Western Windows. */
const ZOE_1252 = bytes(0x5a, 0x6f, 0xeb, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72);

describe('decodeInviteCsv: the encoding', () => {
  it.each<[string, Uint8Array, string, string]>([
    ['UTF-8', utf8('Zoë,李,Олег'), 'Zoë,李,Олег', 'utf-8'],
    ['UTF-8 with a byte order mark', utf8('\ufeffZoë,李'), 'Zoë,李', 'utf-8'],
    ['UTF-16 LE with a byte order mark', utf16('Zoë,李', 'le'), 'Zoë,李', 'utf-16le'],
    ['UTF-16 BE with a byte order mark', utf16('Zoë,Олег', 'be'), 'Zoë,Олег', 'utf-16be'],
    ['Windows-1252 (not valid UTF-8)', ZOE_1252, 'Zoë Müller', 'windows-1252'],
    ['ASCII', utf8('a,b\r\nc\td'), 'a,b\r\nc\td', 'utf-8'],
  ])('reads %s', (_name, input, text, encoding) => {
    expect(decodeInviteCsv(input)).toEqual({ error: null, text, encoding });
  });

  it('reads Windows-1252 with the decoder it is given (the API passes iconv-lite)', () => {
    const cp1252 = jest.fn((_input: Uint8Array) => 'O’Brien €5');
    expect(decodeInviteCsv(bytes(0x4f, 0x92, 0x42, 0x80), cp1252)).toEqual({
      error: null,
      text: 'O’Brien €5',
      encoding: 'windows-1252',
    });
    expect(cp1252).toHaveBeenCalledTimes(1);
    // Valid UTF-8 never reaches it.
    decodeInviteCsv(utf8('Zoë'), cp1252);
    expect(cp1252).toHaveBeenCalledTimes(1);
  });

  it.each<[string, Uint8Array]>([
    ['replacement characters saved by an earlier bad conversion', utf8('Zo\ufffd M\ufffdller')],
    ['UTF-16 without a byte order mark (NUL bytes)', utf16('ab', 'le').slice(2)],
    ['UTF-16 LE cut in the middle of a character', utf16('ab', 'le').slice(0, 5)],
    ['UTF-16 with a lone surrogate', bytes(0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00)],
    ['a byte Windows-1252 leaves undefined', bytes(0x41, 0x81, 0x42)],
    ['a binary file (a spreadsheet renamed .csv)', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)],
  ])('refuses %s, saying to save as UTF-8 CSV', (_name, input) => {
    expect(decodeInviteCsv(input)).toEqual({ error: PEOPLE_EXTRA_MESSAGES.csvEncodingUnreadable });
  });

  it('says what is wrong and what to do', () => {
    expect(PEOPLE_EXTRA_MESSAGES.csvEncodingUnreadable).toMatch(/encoding could not be read/);
    expect(PEOPLE_EXTRA_MESSAGES.csvEncodingUnreadable).toMatch(/UTF-8 CSV/);
  });
});

describe('detectInviteCsvDelimiter (papaparse)', () => {
  it.each<[string, string, string]>([
    ['commas', `${HEADER}\na@b.co,Ann,Lee\n`, ','],
    ['semicolons (European Excel)', 'email;firstName;company\na@b.co;Ann;"Lee, Ltd"\n', ';'],
    ['semicolons with commas in cells', 'email;company\na@b.co;Acme, Inc\nb@b.co;X\n', ';'],
    ['tabs', 'email\tfirstName\na@b.co\tAnn\n', '\t'],
    ['commas with semicolons in quoted cells', 'email,company\na@b.co,"A;B"\n', ','],
    ['one column: a comma', 'email\na@b.co\n', ','],
  ])('%s', (_name, text, delimiter) => {
    expect(detectInviteCsvDelimiter(text)).toBe(delimiter);
  });
});

describe('readInviteCsv', () => {
  it('answers the text with its encoding and delimiter', () => {
    const input = Uint8Array.from([...utf8('email;name\r\na@b.co;'), ...ZOE_1252.slice(0, 3)]);
    expect(readInviteCsv(input)).toEqual({
      error: null,
      text: 'email;name\r\na@b.co;Zoë',
      format: { encoding: 'windows-1252', delimiter: ';' },
    });
  });

  it('answers only the error of a file it cannot read', () => {
    expect(readInviteCsv(utf8('a,\ufffd'))).toEqual({
      error: PEOPLE_EXTRA_MESSAGES.csvEncodingUnreadable,
    });
  });
});
