/**
 * The session form checks what the wire checks, with the same first message per field: each case
 * runs through the yup form schema and the API's zod schema. The event's dates, which the API
 * checks against the event row, are checked by the form from the days answer's bounds.
 */
import { formErrorsOf } from '@console/shared/testing';
import { MESSAGES } from '@console/shared/contract';
import { sessionFormSchema } from './form-schemas';
import { SCHEDULE_LIMITS as L } from './limits';
import { SCHEDULE_MESSAGES as M } from './messages';
import { SessionWriteSchema, type ScheduleBounds } from './schemas';

/** The form's errors by field: a list item's ('tags[0]') on its list, as the form shows it. */
function formErrors(values: object, withBounds: ScheduleBounds | null = bounds) {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(formErrorsOf(sessionFormSchema(withBounds), values)))
    errors[path.replace(/[[.].*$/, '')] ??= message;
  return errors;
}

function apiErrorsOf(values: object): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of SessionWriteSchema.safeParse(values).error?.issues ?? [])
    errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const bounds: ScheduleBounds = {
  timeZone: 'America/New_York',
  firstDay: '2030-01-01',
  lastDay: '2030-01-03',
  startsFrom: '2030-01-01T05:00:00.000Z',
  endsBy: '2030-01-04T05:00:00.000Z',
};

const valid = {
  title: 'Opening keynote',
  stageName: 'Main stage',
  startDateTime: '2030-01-01T14:00:00.000Z',
  endDateTime: '2030-01-01T15:00:00.000Z',
  format: 'VIRTUAL',
  tags: ['Keynote'],
  addOns: [],
};

const labels = (count: number) => Array.from({ length: count }, (_, i) => `label ${i}`);

describe('the session form and the wire', () => {
  const cases: [string, object, Record<string, string>][] = [
    ['valid', valid, {}],
    ['no title', { ...valid, title: '' }, { title: M.titleRequired }],
    ['a blank title', { ...valid, title: '   ' }, { title: M.titleRequired }],
    ['a title at the limit', { ...valid, title: 't'.repeat(L.titleMax) }, {}],
    [
      'a title over the limit',
      { ...valid, title: 't'.repeat(L.titleMax + 1) },
      { title: M.titleMax },
    ],
    ['a NUL in the title', { ...valid, title: 'a\u0000b' }, { title: MESSAGES.textHasNul }],
    ['no stage', { ...valid, stageName: ' ' }, { stageName: M.stageNameRequired }],
    [
      'a stage over the limit',
      { ...valid, stageName: 's'.repeat(L.stageNameMax + 1) },
      { stageName: M.stageNameMax },
    ],
    ['another format', { ...valid, format: 'HYBRID' }, { format: M.format }],
    ['no start', { ...valid, startDateTime: null }, { startDateTime: M.startRequired }],
    ['no end', { ...valid, endDateTime: null }, { endDateTime: M.endRequired }],
    ['a start in words', { ...valid, startDateTime: 'soon' }, { startDateTime: M.dateTime }],
    [
      'an end at the start',
      { ...valid, endDateTime: valid.startDateTime },
      { endDateTime: M.endBeforeStart },
    ],
    [
      'an end before the start',
      { ...valid, endDateTime: '2030-01-01T13:00:00.000Z' },
      { endDateTime: M.endBeforeStart },
    ],
    ['a long tag', { ...valid, tags: ['x'.repeat(L.labelMax + 1)] }, { tags: M.tagMax }],
    ['spaces around a tag at the limit', { ...valid, tags: [` ${'x'.repeat(L.labelMax)} `] }, {}],
    ['too many tags', { ...valid, tags: labels(L.labelsMax + 1) }, { tags: M.tagsMax }],
    [
      'as many tags as allowed, one repeated',
      { ...valid, tags: [...labels(L.labelsMax), 'LABEL 1'] },
      {},
    ],
    ['a long add-on', { ...valid, addOns: ['x'.repeat(L.labelMax + 1)] }, { addOns: M.addOnMax }],
    ['too many add-ons', { ...valid, addOns: labels(L.labelsMax + 1) }, { addOns: M.addOnsMax }],
  ];
  it.each(cases)('%s', (_case, values, expected) => {
    expect(formErrors(values)).toEqual(expected);
    const wire = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
    expect(apiErrorsOf(wire)).toEqual(expected);
  });
});

describe("the event's dates, checked by the form as the API checks them", () => {
  const at = (startDateTime: string, endDateTime: string) => ({
    ...valid,
    startDateTime,
    endDateTime,
  });
  it.each<[string, object, Record<string, string>]>([
    ['the first midnight to the last', at(bounds.startsFrom, bounds.endsBy), {}],
    [
      'a minute before the first day',
      at('2030-01-01T04:59:00.000Z', '2030-01-01T06:00:00.000Z'),
      { startDateTime: M.startBeforeEvent(bounds) },
    ],
    [
      'a start at the midnight after the last day',
      at(bounds.endsBy, '2030-01-04T06:00:00.000Z'),
      { startDateTime: M.startAfterEvent(bounds) },
    ],
    [
      'an end past the last day',
      at('2030-01-04T04:00:00.000Z', '2030-01-04T05:01:00.000Z'),
      { endDateTime: M.endAfterEvent(bounds) },
    ],
  ])('%s', (_case, values, expected) => {
    expect(formErrors(values)).toEqual(expected);
  });

  it('leaves the dates to the API while the bounds are unknown', () => {
    expect(formErrors(at('2020-01-01T00:00:00Z', '2020-01-01T01:00:00Z'), null)).toEqual({});
  });

  it('names the dates in the messages', () => {
    expect(M.startBeforeEvent(bounds)).toContain('Jan 1, 2030 to Jan 3, 2030 (America/New_York)');
    expect(M.endAfterEvent(bounds)).toContain('midnight of Jan 3, 2030 (America/New_York)');
  });
});
