import { insertAt } from './insert-at';

describe('insertAt', () => {
  it.each<[string, string, number, number, string, number]>([
    ['at the caret', 'Hi ,', 3, 3, 'Hi {firstName},', 14],
    ['over a selection', 'Hi NAME,', 3, 7, 'Hi {firstName},', 14],
    ['at the end when the caret is past it', 'Hi', 9, 9, 'Hi{firstName}', 13],
    ['at the start', '', 0, 0, '{firstName}', 11],
  ])('%s', (_case, value, start, end, expected, caret) => {
    expect(insertAt(value, start, end, '{firstName}')).toEqual({ value: expected, caret });
  });
});
