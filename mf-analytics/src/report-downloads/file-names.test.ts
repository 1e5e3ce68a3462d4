import { customReportFileName, reportFileName } from './file-names';

describe('report file names', () => {
  it.each([
    ['REGISTRATIONS_BY_TICKET', 'registrations-by-ticket.csv'],
    ['EMAILS', 'emails.csv'],
    ['', 'report.csv'],
  ])('report %j → %s', (reportType, expected) => {
    expect(reportFileName(reportType)).toBe(expected);
  });

  it.each([
    ['VIP leads / Q4', 'vip-leads-q4.csv'],
    ['  Sponsors: booth visits  ', 'sponsors-booth-visits.csv'],
    ['../../etc', 'etc.csv'],
    ['★★★', 'report.csv'],
  ])('custom report %j → %s', (name, expected) => {
    expect(customReportFileName(name)).toBe(expected);
  });
});
