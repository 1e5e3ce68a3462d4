import {
  fieldNameFromLabel,
  firstFreeFieldName,
  formFieldShapeErrors,
  type FormFieldShape,
} from './field-rules';
import { REGISTRATION_FORM_MESSAGES as M } from './messages';

const options = (...values: string[]) => values.map((value) => ({ label: value, value }));

describe('a field’s type, subtype and values together', () => {
  it.each<[string, FormFieldShape, [string, string][]]>([
    ['text', { type: 'STRING', subType: null, predefinedValues: [] }, []],
    [
      'single select',
      { type: 'STRING', subType: 'SINGLE_SELECT', predefinedValues: options('a') },
      [],
    ],
    ['list', { type: 'LIST', subType: null, predefinedValues: options('a', 'b') }, []],
    ['number', { type: 'NUMBER', subType: null, predefinedValues: [] }, []],
    [
      'single select without values',
      { type: 'STRING', subType: 'SINGLE_SELECT', predefinedValues: [] },
      [['predefinedValues', M.valuesNeeded]],
    ],
    [
      'list without values',
      { type: 'LIST', subType: null, predefinedValues: [] },
      [['predefinedValues', M.valuesNeeded]],
    ],
    [
      'values on plain text',
      { type: 'STRING', subType: null, predefinedValues: options('a') },
      [['predefinedValues', M.valuesNotAllowed]],
    ],
    [
      'values on a date',
      { type: 'DATE', subType: null, predefinedValues: options('a') },
      [['predefinedValues', M.valuesNotAllowed]],
    ],
    [
      'a single select number',
      { type: 'NUMBER', subType: 'SINGLE_SELECT', predefinedValues: [] },
      [['subType', M.subTypeTextOnly]],
    ],
    [
      'a value twice',
      { type: 'LIST', subType: null, predefinedValues: options('a', 'b', 'a') },
      [['predefinedValues.2.value', M.valueNotUnique]],
    ],
  ])('%s', (_case, shape, expected) => {
    expect(formFieldShapeErrors(shape).map((e) => [e.path.join('.'), e.message])).toEqual(expected);
  });
});

describe('the field name made from a label', () => {
  it.each([
    ['Company', 'company'],
    ['Company size', 'companySize'],
    ['<b>Company</b> size', 'companySize'],
    ['T-shirt SIZE (EU)', 'tShirtSizeEu'],
    ['Ärztliche Bescheinigung', 'arztlicheBescheinigung'],
    ['Fish &amp; chips', 'fishChips'],
    ['2nd email', 'field2ndEmail'],
    ['!!!', 'field'],
    ['日本語', 'field'],
    ['x'.repeat(80), 'x'.repeat(60)],
  ])('%p gives %p', (label, name) => {
    expect(fieldNameFromLabel(label)).toBe(name);
  });

  it('numbers a taken name, within the length limit', async () => {
    const taken = new Set(['company', 'company2']);
    expect(await firstFreeFieldName('company', (n) => taken.has(n))).toBe('company3');
    expect(await firstFreeFieldName('vip', (n) => taken.has(n))).toBe('vip');
    const long = 'y'.repeat(60);
    expect(await firstFreeFieldName(long, (n) => n === long)).toBe(`${'y'.repeat(59)}2`);
  });
});
