import { EMAIL_DEFAULTS, EMAIL_KINDS, KIND_PLACEHOLDERS } from './kinds';
import {
  fillHtml,
  fillText,
  parseTemplate,
  placeholdersNotAllowed,
  PLACEHOLDERS,
  textToHtml,
} from './placeholders';

describe('parseTemplate', () => {
  it('splits literal text and the listed placeholders; any other {...} stays text', () => {
    expect(parseTemplate('Hi {firstName}, {lastName} and {} join {event}{continueLink}')).toEqual([
      { text: 'Hi ' },
      { placeholder: 'firstName' },
      { text: ', {lastName} and {} join ' },
      { placeholder: 'event' },
      { placeholder: 'continueLink' },
    ]);
    expect(parseTemplate('')).toEqual([]);
    expect(parseTemplate('a { b } c {')).toEqual([{ text: 'a { b } c {' }]);
  });
});

describe('placeholdersNotAllowed', () => {
  it.each<[string, string, readonly (typeof PLACEHOLDERS)[number][], string[]]>([
    ['only allowed ones', 'Hi {firstName} at {event}', ['firstName', 'event'], []],
    ['an unknown one, named once', '{lastName} {lastName} {event}', PLACEHOLDERS, ['{lastName}']],
    [
      'a known one the email cannot fill',
      'Go {continueLink}',
      ['firstName', 'event'],
      ['{continueLink}'],
    ],
    ['case matters', '{FirstName}', PLACEHOLDERS, ['{FirstName}']],
    ['empty braces', 'json {}', PLACEHOLDERS, ['{}']],
    ['a lone brace is text', 'a { b', PLACEHOLDERS, []],
  ])('%s', (_case, text, allowed, expected) => {
    expect(placeholdersNotAllowed(text, allowed)).toEqual(expected);
  });

  it('every default text uses only its kind’s placeholders', () => {
    for (const kind of EMAIL_KINDS) {
      const { subject, body } = EMAIL_DEFAULTS[kind];
      expect({
        kind,
        bad: placeholdersNotAllowed(subject + body, KIND_PLACEHOLDERS[kind]),
      }).toEqual({
        kind,
        bad: [],
      });
    }
  });
});

describe('fillText and fillHtml', () => {
  const values = { firstName: '<b>Zoë</b>', event: 'Tom & Jerry’s "Gala"' };

  it('fills each placeholder once: a value is never searched for placeholders again', () => {
    expect(fillText('Hi {firstName}, see {event}', { firstName: '{event}', event: 'Gala' })).toBe(
      'Hi {event}, see Gala',
    );
    expect(fillText('Go: {continueLink}', {})).toBe('Go: {continueLink}');
  });

  it('escapes the typed text, then puts in the escaped values; line breaks become <br>', () => {
    const template = '<script>alert(1)</script>\nHi {firstName}, welcome to {event}.';
    expect(fillHtml(template, values)).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;<br>\nHi &lt;b&gt;Zoë&lt;/b&gt;, welcome to Tom &amp; Jerry’s &quot;Gala&quot;.',
    );
    expect(fillText(template, values)).toBe(
      '<script>alert(1)</script>\nHi <b>Zoë</b>, welcome to Tom & Jerry’s "Gala".',
    );
  });

  it.each([
    ['markup in the text', "a<b>'c'</b>\n{firstName}"],
    ['an ampersand before a value', '&{event}&'],
    ['no placeholder', 'plain\n\ntext'],
  ])('is the HTML of the filled text (%s), as the sender makes it', (_case, template) => {
    expect(fillHtml(template, values)).toBe(textToHtml(fillText(template, values)));
  });
});
