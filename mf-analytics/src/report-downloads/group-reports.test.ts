import { aReport } from '../testing/report-downloads-fixtures';
import { groupReports } from './group-reports';

describe('groupReports', () => {
  it('puts each report under its group, groups and reports in the order listed', () => {
    const a = aReport({ reportType: 'A', group: 'Registrations' });
    const b = aReport({ reportType: 'B', group: 'Attendance' });
    const c = aReport({ reportType: 'C', group: 'Registrations' });
    const d = aReport({ reportType: 'D', group: 'Engagement' });
    expect(groupReports([a, b, c, d])).toEqual([
      { group: 'Registrations', reports: [a, c] },
      { group: 'Attendance', reports: [b] },
      { group: 'Engagement', reports: [d] },
    ]);
  });

  it('has no group for no reports', () => {
    expect(groupReports([])).toEqual([]);
  });
});
