import { shortFileName, truncateText } from './truncate-text';

describe('truncateText', () => {
  it.each([
    ['', 10, ''],
    ['Press', 10, 'Press'],
    ['Exactly 10', 10, 'Exactly 10'],
    ['General admission', 10, 'General ad…'],
    ['Ünïcödé names', 5, 'Ünïcö…'],
    ['🎟️🎟️🎟️', 2, '🎟️…'],
  ])('%j at %d → %j', (text, max, expected) => {
    expect(truncateText(text, max)).toBe(expected);
  });
});

describe('shortFileName', () => {
  it.each([
    ['a.csv', 'a.csv'],
    ['guests.csv', 'guests.csv'],
    ['guests1.csv', 'guest…'],
    ['invitees-march-2026.csv', 'invit…'],
  ])('%j → %j', (name, expected) => {
    expect(shortFileName(name)).toBe(expected);
  });
});
