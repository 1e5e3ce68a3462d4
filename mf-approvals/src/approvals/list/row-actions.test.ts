import { makeRequest } from '../testing/fixtures';
import { rowActions } from './row-actions';
import type { ApprovalRequest } from '@console/approvals-contract';

const labels = { approve: 'Approve', reject: 'Deny' };
const flex = { isFlex: true };
const standard = { isFlex: false };

describe('rowActions', () => {
  it.each<[string, ApprovalRequest, { isFlex: boolean }, string[]]>([
    ['pending', makeRequest(), standard, ['approve:Approve', 'reject:Deny']],
    ['approved, not registered', makeRequest({ status: 'APPROVED' }), standard, ['reject:Deny']],
    [
      'approved, registration completed',
      makeRequest({ status: 'APPROVED', isRegistrationCompleted: true }),
      standard,
      [],
    ],
    ['rejected on a flex event', makeRequest({ status: 'REJECTED' }), flex, ['delete:Delete']],
    ['rejected on a standard event', makeRequest({ status: 'REJECTED' }), standard, []],
    ['pending, in progress', makeRequest({ isTransactionInProgress: true }), standard, []],
    [
      'rejected, in progress, flex',
      makeRequest({ status: 'REJECTED', isTransactionInProgress: true }),
      flex,
      [],
    ],
  ])('%s', (_case, row, event, expected) => {
    expect(rowActions(row, labels, event).map((a) => `${a.action}:${a.label}`)).toEqual(expected);
  });

  it('styles approve as primary, reject as secondary and delete as danger', () => {
    expect(rowActions(makeRequest(), labels, flex).map((a) => a.variant)).toEqual([
      'primary',
      'secondary',
    ]);
    expect(rowActions(makeRequest({ status: 'REJECTED' }), labels, flex)[0]?.variant).toBe(
      'danger',
    );
  });

  it('a request §5 blocks keeps its Approve, but not as the primary action', () => {
    expect(rowActions(makeRequest(), labels, standard, true)).toEqual([
      { action: 'approve', label: 'Approve', variant: 'secondary' },
      { action: 'reject', label: 'Deny', variant: 'secondary' },
    ]);
  });
});
