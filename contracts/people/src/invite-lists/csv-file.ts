/**
 * Reading an invite CSV's bytes as organizers' spreadsheets save them (decision 0042): the
 * encoding (a byte order mark names UTF-8 or UTF-16; else strict UTF-8, else Windows-1252, the
 * encoding of Excel's plain "CSV" on Western Windows) and the delimiter (comma, semicolon where
 * the decimal mark is a comma, tab), guessed by papaparse. A file that decodes to a replacement
 * character or to control characters is refused: it was not text in any of these encodings, and
 * storing it would store corrupted names. The browser's check and the API's import share this.
 */
import Papa from 'papaparse';
import { PEOPLE_EXTRA_MESSAGES } from '../messages';

export const INVITE_CSV_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type InviteCsvEncoding = (typeof INVITE_CSV_ENCODINGS)[number];

export const INVITE_CSV_DELIMITERS = [',', ';', '\t'] as const;
export type InviteCsvDelimiter = (typeof INVITE_CSV_DELIMITERS)[number];

/** How the file was read, in words for the import drawer. */
export const INVITE_CSV_ENCODING_LABELS: Record<InviteCsvEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
  'windows-1252': 'Windows-1252 (Western European)',
};
export const INVITE_CSV_DELIMITER_LABELS: Record<InviteCsvDelimiter, string> = {
  ',': 'commas',
  ';': 'semicolons',
  '\t': 'tabs',
};

export interface InviteCsvFormat {
  encoding: InviteCsvEncoding;
  delimiter: InviteCsvDelimiter;
}

export type InviteCsvText =
  | { error: null; text: string; format: InviteCsvFormat }
  | { error: string; text?: never; format?: never };

/** The text papaparse reads to guess the delimiter: the first records are enough. */
const DELIMITER_SAMPLE_CHARS = 64 * 1024;

/** Characters no CSV of names holds: U+FFFD, and control characters but tab and line ends. */
const NOT_TEXT = /\uFFFD|(?![\t\n\r])\p{Cc}/u;

function bomEncoding(bytes: Uint8Array): InviteCsvEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** TextDecoder drops the byte order mark of its own encoding. */
const decode = (bytes: Uint8Array, encoding: InviteCsvEncoding, fatal: boolean): string =>
  new TextDecoder(encoding, { fatal }).decode(bytes);

/**
 * Windows-1252 bytes as text. Browsers' TextDecoder follows the Encoding Standard; Node 20's
 * reads 0x80-0x9F as Latin-1 control characters (no €, no curly quotes), so the API passes
 * iconv-lite's decoder instead.
 */
export type Windows1252Decoder = (bytes: Uint8Array) => string;
const textDecoder1252: Windows1252Decoder = (bytes) => decode(bytes, 'windows-1252', false);

/** The file as text and the encoding it was read in, or the message that it cannot be read. */
export function decodeInviteCsv(
  bytes: Uint8Array,
  decodeWindows1252: Windows1252Decoder = textDecoder1252,
): { error: null; text: string; encoding: InviteCsvEncoding } | { error: string } {
  const unreadable = { error: PEOPLE_EXTRA_MESSAGES.csvEncodingUnreadable };
  let encoding = bomEncoding(bytes);
  let text: string;
  try {
    if (encoding) {
      text = decode(bytes, encoding, true);
    } else {
      try {
        encoding = 'utf-8';
        text = decode(bytes, encoding, true);
      } catch {
        encoding = 'windows-1252';
        text = decodeWindows1252(bytes);
      }
    }
  } catch {
    return unreadable;
  }
  return NOT_TEXT.test(text) ? unreadable : { error: null, text, encoding };
}

/** The delimiter papaparse finds in the first records; a comma when it finds none (one column). */
export function detectInviteCsvDelimiter(text: string): InviteCsvDelimiter {
  const guessed = Papa.parse<string[]>(text.slice(0, DELIMITER_SAMPLE_CHARS), {
    preview: 10,
    skipEmptyLines: true,
    delimitersToGuess: [...INVITE_CSV_DELIMITERS],
  }).meta.delimiter;
  return INVITE_CSV_DELIMITERS.find((d) => d === guessed) ?? ',';
}

/** The file's text with its encoding and delimiter, or why it cannot be read. */
export function readInviteCsv(
  bytes: Uint8Array,
  decodeWindows1252?: Windows1252Decoder,
): InviteCsvText {
  const decoded = decodeInviteCsv(bytes, decodeWindows1252);
  if (decoded.error !== null) return { error: decoded.error };
  const delimiter = detectInviteCsvDelimiter(decoded.text);
  return {
    error: null,
    text: decoded.text,
    format: { encoding: decoded.encoding, delimiter },
  };
}

/** How both readers parse the text once the delimiter is known: records as arrays of cells. */
export const inviteCsvParseConfig = (delimiter: InviteCsvDelimiter) =>
  ({ delimiter, header: false, skipEmptyLines: false }) as const;
