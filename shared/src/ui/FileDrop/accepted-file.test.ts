import { hasAcceptedExtension } from './accepted-file';

describe('hasAcceptedExtension', () => {
  it.each<[string, string[], boolean]>([
    ['guests.csv', ['.csv'], true],
    ['GUESTS.CSV', ['.csv'], true],
    ['guests.csv.xlsx', ['.csv'], false],
    ['guests.txt', ['.csv'], false],
    ['csv', ['.csv'], false],
    ['report.tsv', ['.csv', '.tsv'], true],
  ])('%s with %j → %s', (name, extensions, expected) => {
    expect(hasAcceptedExtension(name, extensions)).toBe(expected);
  });
});
