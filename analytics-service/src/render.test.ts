import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ANALYTICS_EXTRA_MESSAGES, type DashboardData } from '@console/analytics-contract';
import { allAtMidnight, formatDateTimeWithZone, formatNumber, pointFormatter } from './format';
import { scriptSafeJson } from './render/data-block';
import { escapeHtml, markup } from './render/html';
import { renderDashboardPage } from './render/dashboard-page';
import { renderNoticePage } from './render/notice-page';
import { redactedUrl } from './service';
import { FIXTURE_DASHBOARD, HOSTILE_PLACE } from './testing/dashboard-fixture';

describe('HTML building', () => {
  it('escapes every interpolated text, and nests markup built by the same tag as is', () => {
    const name = `"Tom" & <b>'Jerry'</b>`;
    assert.equal(escapeHtml(name), '&quot;Tom&quot; &amp; &lt;b&gt;&#39;Jerry&#39;&lt;/b&gt;');
    const inner = markup`<em>${name}</em>`;
    assert.equal(
      markup`<p title="${name}">${inner}${[1, 2]}${null}${false}</p>`.toString(),
      '<p title="&quot;Tom&quot; &amp; &lt;b&gt;&#39;Jerry&#39;&lt;/b&gt;"><em>&quot;Tom&quot; &amp; &lt;b&gt;&#39;Jerry&#39;&lt;/b&gt;</em>12</p>',
    );
  });

  it('writes JSON a script element cannot end early, and that parses back to the same value', () => {
    const value = { place: HOSTILE_PLACE, other: 'a & b > c \u2028 <!--' };
    const json = scriptSafeJson(value);
    assert.doesNotMatch(json, /[<>&\u2028\u2029]/);
    assert.deepEqual(JSON.parse(json), value);
  });

  it('never logs an embed token', () => {
    assert.equal(redactedUrl('/embed/eyJh.eyJ.sig'), '/embed/[token]');
    assert.equal(redactedUrl('/embed/eyJh.eyJ.sig?x=1'), '/embed/[token]?x=1');
    assert.equal(redactedUrl('/assets/embed.js'), '/assets/embed.js');
  });
});

describe('numbers and dates', () => {
  it('shows numbers with thousands separators', () => {
    assert.equal(formatNumber(1_234_567), '1,234,567');
    assert.equal(formatNumber(12.5), '12.5');
  });

  it('shows instants in the event zone with the zone named, falling back to UTC', () => {
    assert.equal(
      formatDateTimeWithZone('2026-11-22T15:30:00Z', 'America/New_York'),
      'Nov 22, 2026, 10:30 AM EST',
    );
    assert.equal(
      formatDateTimeWithZone('2026-11-22T15:30:00Z', 'Not/AZone'),
      'Nov 22, 2026, 3:30 PM UTC',
    );
    assert.equal(formatDateTimeWithZone('soon', 'UTC'), 'soon');
  });

  it('shows daily points as dates, other points with the time and zone', () => {
    const midnightsInBerlin = [Date.parse('2026-05-01T22:00:00Z') / 1000];
    assert.equal(allAtMidnight(midnightsInBerlin, 'Europe/Berlin'), true);
    assert.equal(allAtMidnight(midnightsInBerlin, 'UTC'), false);
    assert.equal(
      pointFormatter(midnightsInBerlin, 'Europe/Berlin')(midnightsInBerlin[0] ?? 0),
      'May 2, 2026',
    );
    assert.equal(
      pointFormatter(midnightsInBerlin, 'UTC')(midnightsInBerlin[0] ?? 0),
      'May 1, 2026, 10:00 PM UTC',
    );
  });
});

describe('pages', () => {
  const origin = 'http://localhost:3000';
  const dashboard = (overrides: Partial<DashboardData>): DashboardData => ({
    ...FIXTURE_DASHBOARD,
    ...overrides,
  });

  it('says when the reports were never updated', () => {
    const page = renderDashboardPage(dashboard({ lastUpdatedAt: null }), origin);
    assert.ok(page.includes(ANALYTICS_EXTRA_MESSAGES.notUpdatedYet));
  });

  it('shows panels without data as such, and draws no chart for them', () => {
    const page = renderDashboardPage(
      dashboard({
        panels: [
          { kind: 'bar', title: 'Booth visits', unit: 'visits', categories: [], values: [] },
          { kind: 'timeseries', title: 'Daily visits', unit: 'visits', x: [], series: [] },
          { kind: 'table', title: 'Leaders', columns: [{ key: 'name', label: 'Name' }], rows: [] },
        ],
      }),
      origin,
    );
    assert.equal(page.match(/No data yet/g)?.length, 3);
    assert.doesNotMatch(page, /class="chart"/);
    assert.match(page, /"charts":\[\]/);
  });

  it('renders a bar chart without drill-down with no buttons', () => {
    const page = renderDashboardPage(
      dashboard({
        panels: [
          { kind: 'bar', title: 'Emails', unit: 'opens', categories: ['Welcome'], values: [3] },
        ],
      }),
      origin,
    );
    assert.doesNotMatch(page, /<button/);
    assert.match(page, /"drillDowns":\[null\]/);
  });

  it('puts a notice in an alert, with the console origin for the size message', () => {
    const page = renderNoticePage(ANALYTICS_EXTRA_MESSAGES.embedTokenInvalid, origin);
    assert.match(
      page,
      new RegExp(`role="alert">${ANALYTICS_EXTRA_MESSAGES.embedTokenInvalid}</p>`),
    );
    assert.match(page, /<meta name="console-origin" content="http:\/\/localhost:3000">/);
    assert.match(page, /<script src="\/assets\/embed.js" defer><\/script>/);
  });
});
