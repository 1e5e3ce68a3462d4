import { anAbandoned } from '../testing/fixtures';
import {
  actionPayload,
  applyPageSelection,
  csvIds,
  limitNote,
  NO_SELECTION,
  only,
  selectedCount,
  selectedKeysOnPage,
  selectionLimits,
  type RowSelection,
} from './selection';
import { ABANDONED_LIMITS, type AbandonedListFilters } from '@console/people-contract';

const [a, b, c] = [anAbandoned(), anAbandoned(), anAbandoned()] as const;
const NONE: AbandonedListFilters = { emailId: '', flowIds: [], ticketTypeIds: [] };
const FILTERED: AbandonedListFilters = {
  emailId: ' ada ',
  flowIds: [10],
  ticketTypeIds: [100, 101],
};
const ALL: RowSelection = { kind: 'all', cutoff: '2025-03-01T10:00:00.000Z' };
const rows = (...list: (typeof a)[]): RowSelection => ({
  kind: 'rows',
  rows: new Map(list.map((r) => [r.flowContextMetadataId, r])),
});

describe('abandoned selection', () => {
  it('sends the selected ids for rows, whatever the filter', () => {
    expect(actionPayload(rows(a, c), FILTERED)).toEqual({
      flowContextMetadataIds: [a.flowContextMetadataId, c.flowContextMetadataId],
    });
    expect(actionPayload(only(b), NONE)).toEqual({
      flowContextMetadataIds: [b.flowContextMetadataId],
    });
  });

  it('sends the filter, with the cutoff, for a select-all across pages', () => {
    expect(actionPayload(ALL, FILTERED)).toEqual({
      filter: {
        emailId: 'ada',
        flowIds: [10],
        ticketTypeIds: [100, 101],
        createdUntil: ALL.kind === 'all' ? ALL.cutoff : '',
      },
    });
    expect(actionPayload(ALL, NONE)).toEqual({
      filter: { createdUntil: '2025-03-01T10:00:00.000Z' },
    });
  });

  it('downloads the selected ids, or the filter when nothing or everything is selected', () => {
    expect(csvIds(rows(a, b))).toEqual([a.flowContextMetadataId, b.flowContextMetadataId]);
    expect(csvIds(NO_SELECTION)).toBeNull();
    expect(csvIds(ALL)).toBeNull();
  });

  it('counts "all" as the total of the filter', () => {
    expect(selectedCount(ALL, 480)).toBe(480);
    expect(selectedCount(rows(a), 480)).toBe(1);
  });

  it('keeps other pages selected and falls back from "all" to this page when a row is unticked', () => {
    const first = applyPageSelection(NO_SELECTION, [a, b], 'all');
    expect(selectedKeysOnPage(first, [a, b])).toEqual(
      new Set([a.flowContextMetadataId, b.flowContextMetadataId]),
    );
    const second = applyPageSelection(first, [c], new Set([c.flowContextMetadataId]));
    expect(second.kind === 'rows' && [...second.rows.keys()]).toEqual([
      a.flowContextMetadataId,
      b.flowContextMetadataId,
      c.flowContextMetadataId,
    ]);
    expect(applyPageSelection(ALL, [a, b], 'all')).toBe(ALL);
    const unticked = applyPageSelection(ALL, [a, b], new Set([a.flowContextMetadataId]));
    expect(unticked.kind === 'rows' && [...unticked.rows.keys()]).toEqual([
      a.flowContextMetadataId,
    ]);
    expect(selectedKeysOnPage(ALL, [c])).toEqual(new Set([c.flowContextMetadataId]));
  });

  it.each([
    [ABANDONED_LIMITS.maxCsvIds, { actions: false, csv: false }, null],
    [ABANDONED_LIMITS.maxCsvIds + 1, { actions: false, csv: true }, 'csv'],
    [ABANDONED_LIMITS.maxSelectedIds + 1, { actions: true, csv: true }, 'actions'],
  ])('limits %s explicit rows: %j', (n, limits, note) => {
    const many: RowSelection = {
      kind: 'rows',
      rows: new Map(Array.from({ length: n }, (_, i) => [i + 1, a])),
    };
    expect(selectionLimits(many)).toEqual(limits);
    expect(limitNote(selectionLimits(many), { actions: 'actions', csv: 'csv' })).toBe(note);
    expect(selectionLimits(ALL)).toEqual({ actions: false, csv: false });
  });
});
