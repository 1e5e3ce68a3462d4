import { makeRequest } from '../testing/fixtures';
import {
  applyPageSelection,
  NO_SELECTION,
  selectedKeysOnPage,
  selectionLabel,
  selectionPayload,
  unselectableReason,
} from './selection';

const filters = { status: 'APPROVED' as const, query: 'ada', flowIds: [10], ticketTypeIds: [] };

describe('row selection', () => {
  const open = makeRequest({ status: 'APPROVED' });
  const completed = makeRequest({ status: 'APPROVED', isRegistrationCompleted: true });
  const busy = makeRequest({ isTransactionInProgress: true });
  const page = [open, completed, busy];

  it('never selects completed or in-progress rows, even with the header checkbox', () => {
    const next = applyPageSelection(NO_SELECTION, page, 'all');
    expect([...selectedKeysOnPage(next, page)]).toEqual([open.flowContextId]);
  });

  it('keeps rows of other pages when a page changes', () => {
    const other = makeRequest();
    const first = applyPageSelection(NO_SELECTION, [other], new Set([other.flowContextId]));
    const second = applyPageSelection(first, page, new Set([open.flowContextId]));
    expect(second.kind === 'rows' && [...second.rows.keys()]).toEqual([
      other.flowContextId,
      open.flowContextId,
    ]);
  });

  it('sends ids for explicit rows', () => {
    const selection = applyPageSelection(NO_SELECTION, page, 'all');
    expect(selectionPayload(selection, filters, 'REJECTED')).toMatchObject({
      status: 'REJECTED',
      selectedTab: 'APPROVED',
      registrationIds: [open.registrationId],
      contextIds: [open.flowContextId],
      updateByStatusFilter: false,
    });
  });

  it('sends the filter, the flow flag and the cutoff for select-all', () => {
    const payload = selectionPayload(
      { kind: 'all', cutoff: '2025-03-01T10:00:00.000Z' },
      filters,
      'REJECTED',
    );
    expect(payload).toEqual({
      status: 'REJECTED',
      selectedTab: 'APPROVED',
      registrationIds: [],
      contextIds: [],
      updateByStatusFilter: true,
      updateByFlowFilter: true,
      query: 'ada',
      flowIds: [10],
      ticketTypeIds: undefined,
      approvalCutoff: '2025-03-01T10:00:00.000Z',
      skipValidationSteps: [],
    });
  });
});

describe('row checkboxes', () => {
  it.each([
    [{ firstName: 'Jane', lastName: 'Doe', email: 'jane@x.com' }, 'Select Jane Doe (jane@x.com)'],
    [{ firstName: 'Jane', lastName: '', email: 'jane@x.com' }, 'Select Jane (jane@x.com)'],
    [{ firstName: '', lastName: '', email: 'jane@x.com' }, 'Select jane@x.com'],
  ])('%j is named %j', (row, expected) => {
    expect(selectionLabel(row)).toBe(expected);
  });

  it.each([
    ['a pending request', makeRequest(), null],
    ['an approved, not registered request', makeRequest({ status: 'APPROVED' }), null],
    ['a rejected request', makeRequest({ status: 'REJECTED' }), null],
    [
      'a completed registration',
      makeRequest({ status: 'APPROVED', isRegistrationCompleted: true }),
      'Cannot be selected: registration completed',
    ],
    [
      'a request with a transaction in progress',
      makeRequest({ isTransactionInProgress: true }),
      'Cannot be selected: a transaction is in progress',
    ],
    [
      'a completed registration with a transaction in progress',
      makeRequest({
        status: 'APPROVED',
        isRegistrationCompleted: true,
        isTransactionInProgress: true,
      }),
      'Cannot be selected: a transaction is in progress',
    ],
  ])('%s: %j', (_case, row, expected) => {
    expect(unselectableReason(row)).toBe(expected);
  });
});
