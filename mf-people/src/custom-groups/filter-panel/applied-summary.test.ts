import type { FilterCondition } from '@console/people-contract';
import { summarizeCondition, summaryText } from './applied-summary';
import { FIELDS, INVITE_LISTS, MARKUP_LABEL_TEXT } from './testing/fixtures';

const context = { fields: FIELDS, inviteLists: INVITE_LISTS, timeZone: 'America/New_York' };

const condition = (
  filterFieldId: string,
  operator: FilterCondition['operator'],
  compareValue: FilterCondition['compareValue'],
  patch: Partial<FilterCondition> = {},
): FilterCondition => {
  const field = FIELDS.find((f) => f.filterFieldId === filterFieldId);
  return {
    elementId: 'c',
    filterFieldId,
    fieldName: field?.fieldName ?? filterFieldId,
    filterType: field?.filterType ?? 'CUSTOM',
    type: field?.type ?? 'STRING',
    operator,
    compareValue,
    customConditionData: null,
    ...patch,
  };
};

describe('summarizeCondition', () => {
  it.each<[string, FilterCondition, string]>([
    ['a number, with separators', condition('age', 'GREATER', 12500), 'Age Greater than 12,500'],
    ['text as typed', condition('city', 'CONTAINS', 'Oslo'), 'City Contains Oslo'],
    ['a choice by its label', condition('size', 'EQUAL', 'L'), `${MARKUP_LABEL_TEXT} Equals Large`],
    [
      'choices by their labels',
      condition('topics', 'ANY_OF', ['ai', 'web']),
      'Topics Any of AI, Web',
    ],
    ['a boolean with no value', condition('vip', 'IS_FALSE', null), 'VIP False'],
    [
      "a date as 'MMM dd, HH:mm a' in the event zone",
      condition('arrival', 'GREATER_OR_EQUAL', '2026-11-22T19:05:00.000Z'),
      'Arrival Later than Nov 22, 14:05 PM',
    ],
    [
      'a guest list by its name',
      condition('email', 'IN_GUEST_LIST', null, {
        customConditionData: { dataSourceType: 'INVITE_LIST', dataSource: 8 },
      }),
      'Email In the guest list Press',
    ],
    [
      'a field the event no longer has by its field name',
      condition('gone', 'EQUAL', 'x'),
      'gone Equals x',
    ],
  ])('%s', (_name, applied, text) => {
    expect(summaryText(summarizeCondition(applied, context))).toBe(text);
  });
});

describe('summarizeCondition: a field label with markup', () => {
  it('is text in the summary, and bold only where its markup says so in the runs', () => {
    const summary = summarizeCondition(condition('size', 'EQUAL', 'L'), context);
    expect(summary.field).toBe(MARKUP_LABEL_TEXT);
    expect(summary.fieldRuns).toEqual([
      { text: 'Company', bold: true, italic: false },
      { text: ' size', bold: false, italic: false },
    ]);
  });
});
