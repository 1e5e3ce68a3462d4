import { drillDownTitle, filterLabel, filterTexts } from './drill-down-text';

describe('drill-down text', () => {
  it('titles each drill-down after what it details', () => {
    expect(drillDownTitle('STAGE_DETAIL')).toBe('Stage details');
    expect(drillDownTitle('EMAIL_DETAIL')).toBe('Email details');
  });

  it.each<[string, string]>([
    ['stage', 'Stage'],
    ['stageName', 'Stage name'],
    ['emailSubjectLine', 'Email subject line'],
  ])('the filter %s reads %s', (name, label) => {
    expect(filterLabel(name)).toBe(label);
  });

  it('lists the filters in their order, values as sent', () => {
    expect(filterTexts({ stage: 'Main Stage', day: '2026-05-01' })).toEqual([
      { label: 'Stage', value: 'Main Stage' },
      { label: 'Day', value: '2026-05-01' },
    ]);
  });
});
