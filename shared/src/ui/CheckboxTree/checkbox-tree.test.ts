import { checkState, leafIds, toggleNode, type CheckboxTreeNode } from './checkbox-tree';

const day: CheckboxTreeNode = {
  id: 'day-1',
  label: 'Day 1',
  children: [
    { id: 'keynote', label: 'Keynote' },
    {
      id: 'track-a',
      label: 'Track A',
      children: [
        { id: 'a1', label: 'A1' },
        { id: 'a2', label: 'A2' },
      ],
    },
  ],
};
const leaf: CheckboxTreeNode = { id: 'solo', label: 'Solo' };

describe('checkbox tree', () => {
  it('finds the leaves under a node', () => {
    expect(leafIds(day)).toEqual(['keynote', 'a1', 'a2']);
    expect(leafIds(leaf)).toEqual(['solo']);
  });

  it.each<[string, CheckboxTreeNode, string[], ReturnType<typeof checkState>]>([
    ['nothing chosen', day, [], 'unchecked'],
    ['one leaf of three', day, ['a1'], 'mixed'],
    ['all leaves', day, ['keynote', 'a1', 'a2'], 'checked'],
    ['ids outside the node do not count', day, ['solo'], 'unchecked'],
    ['a leaf chosen', leaf, ['solo'], 'checked'],
    ['a leaf not chosen', leaf, ['keynote'], 'unchecked'],
  ])('state: %s', (_case, node, selected, expected) => {
    expect(checkState(node, new Set(selected))).toBe(expected);
  });

  it.each<[string, CheckboxTreeNode, string[], string[]]>([
    ['unchecked parent fills', day, ['solo'], ['solo', 'keynote', 'a1', 'a2']],
    ['mixed parent fills', day, ['a2'], ['a2', 'keynote', 'a1']],
    ['checked parent clears only its leaves', day, ['solo', 'keynote', 'a1', 'a2'], ['solo']],
    ['leaf on', leaf, [], ['solo']],
    ['leaf off', leaf, ['solo', 'a1'], ['a1']],
  ])('toggle: %s', (_case, node, selected, expected) => {
    expect([...toggleNode(node, new Set(selected))]).toEqual(expected);
  });
});
