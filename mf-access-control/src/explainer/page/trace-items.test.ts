import { ACCESS } from '../testing/fixtures';
import { featureTree } from './trace-items';

const titles = (nodes: ReturnType<typeof featureTree>): unknown[] =>
  nodes.map((n) => (n.children.length > 0 ? [n.item.title, titles(n.children)] : n.item.title));

describe('featureTree', () => {
  it('nests sub-features under their parent, in order', () => {
    expect(titles(featureTree(ACCESS.features, ''))).toEqual([
      'Lobby',
      'Networking',
      ['Event interaction', ['Private chat']],
    ]);
  });

  it.each([
    ['networking', ['Networking']],
    ['VIP TICKET', ['Networking']],
    ['granted', ['Lobby']],
    ['private', [['Event interaction', ['Private chat']]]],
    ['nothing', []],
  ])('keeps what matches %s, with its parents', (filter, expected) => {
    expect(titles(featureTree(ACCESS.features, filter))).toEqual(expected);
  });
});
