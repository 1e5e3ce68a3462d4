import { normalizeSessionLabels, splitSessionLabels } from './labels';

describe('tags and add-ons as a session keeps them', () => {
  it.each<[string, string[], string[]]>([
    ['kept as given', ['AI', 'Cloud'], ['AI', 'Cloud']],
    ['trimmed', ['  AI ', '\tCloud'], ['AI', 'Cloud']],
    ['empty ones dropped', ['', '   ', 'AI'], ['AI']],
    ['a repeat dropped, ignoring case, first spelling kept', ['AI', 'ai', ' Ai '], ['AI']],
    ['order kept', ['Zeta', 'alpha', 'ZETA', 'Beta'], ['Zeta', 'alpha', 'Beta']],
    ['nothing', [], []],
  ])('%s', (_case, given, kept) => {
    expect(normalizeSessionLabels(given)).toEqual(kept);
  });

  it('reads labels typed in one field, separated by commas', () => {
    expect(splitSessionLabels(' AI, Cloud ,,ai, Data & ML ')).toEqual(['AI', 'Cloud', 'Data & ML']);
    expect(splitSessionLabels('')).toEqual([]);
  });
});
