import type { FormField } from '@console/registration-contract';
import { aField } from '../testing/fixtures';
import { movedFields, positionChanges } from './field-order';

const ids = (fields: readonly FormField[] | null) => fields?.map((f) => f.fieldId);

describe('moving a field', () => {
  const form = [
    aField({ fieldId: 1, position: 0 }),
    aField({ fieldId: 2, position: 1 }),
    aField({ fieldId: 3, position: 2 }),
  ];

  it('swaps it with its neighbour and saves only the two positions that changed', () => {
    const moved = movedFields(form, 3, 'up');
    expect(ids(moved)).toEqual([1, 3, 2]);
    expect(positionChanges(form, moved ?? [])).toEqual([
      { fieldId: 3, position: 1 },
      { fieldId: 2, position: 2 },
    ]);
    expect(ids(movedFields(form, 1, 'down'))).toEqual([2, 1, 3]);
  });

  it('does nothing past either end', () => {
    expect(movedFields(form, 1, 'up')).toBeNull();
    expect(movedFields(form, 3, 'down')).toBeNull();
    expect(movedFields(form, 99, 'up')).toBeNull();
  });

  it('numbers positions that repeat (ordered by id) so the move holds', () => {
    const tied = [aField({ fieldId: 4, position: 5 }), aField({ fieldId: 5, position: 5 })];
    const moved = movedFields(tied, 5, 'up') ?? [];
    expect(ids(moved)).toEqual([5, 4]);
    expect(positionChanges(tied, moved)).toEqual([
      { fieldId: 5, position: 0 },
      { fieldId: 4, position: 1 },
    ]);
  });
});
