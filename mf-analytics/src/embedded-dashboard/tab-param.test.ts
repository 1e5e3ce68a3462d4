/** The selected dashboard tab in the URL: known values select, anything else is the first tab. */
import { selectedTab, withSelectedTab } from './tab-param';
import type { ReportTab } from '@console/analytics-contract';

const TABS: ReportTab[] = [
  { dashboard: 'EVENT_SUMMARY', label: 'Event Summary' },
  { dashboard: 'STAGES', label: 'Stages' },
  { dashboard: 'BOOTHS', label: 'Booths' },
];
const params = (query: string) => new URLSearchParams(query);

describe('selectedTab', () => {
  it.each<[string, string, string | undefined]>([
    ['no parameter: the first', '', 'EVENT_SUMMARY'],
    ['a tab of the viewer', 'tab=STAGES', 'STAGES'],
    ['an unknown value: the first', 'tab=NOPE', 'EVENT_SUMMARY'],
    ['a dashboard the viewer has no tab for: the first', 'tab=ROOMS', 'EVENT_SUMMARY'],
    ['case matters: the first', 'tab=stages', 'EVENT_SUMMARY'],
  ])('%s', (_, query, expected) => {
    expect(selectedTab(TABS, params(query))?.dashboard).toBe(expected);
  });

  it('no tabs: none', () => {
    expect(selectedTab([], params('tab=STAGES'))).toBeUndefined();
  });
});

describe('withSelectedTab', () => {
  it('writes another tab and keeps the other parameters', () => {
    expect(withSelectedTab(params('hubId=3'), TABS, 'BOOTHS').toString()).toBe(
      'hubId=3&tab=BOOTHS',
    );
  });

  it('leaves the first tab out', () => {
    expect(withSelectedTab(params('tab=BOOTHS&hubId=3'), TABS, 'EVENT_SUMMARY').toString()).toBe(
      'hubId=3',
    );
  });
});
