import { summary } from '../testing/fixtures';
import { tabCounts } from './tab-counts';

describe('tabCounts (§2.9)', () => {
  it('takes each tab count from the summary; Approved includes completed registrations', () => {
    expect(
      tabCounts(
        summary({
          totalPendingRegistrations: 1204,
          totalApprovedRegistrations: 37,
          totalRegistrationCompletedAfterApproved: 30,
          totalRejectedRegistrations: 5,
        }),
      ),
    ).toEqual({ PENDING: 1204, APPROVED: 37, REJECTED: 5 });
  });
});
