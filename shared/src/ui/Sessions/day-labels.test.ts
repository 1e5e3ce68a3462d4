import { dayLabels } from './day-labels';

describe('dayLabels', () => {
  it('names days of one year by month and day, whatever the browser zone', () => {
    expect([...dayLabels(['2030-01-01', '2030-01-02', '2030-12-31']).values()]).toEqual([
      'Jan 1',
      'Jan 2',
      'Dec 31',
    ]);
  });

  it('adds the year when the days span several', () => {
    expect([...dayLabels(['2029-12-31', '2030-01-01']).values()]).toEqual([
      'Dec 31, 2029',
      'Jan 1, 2030',
    ]);
  });
});
