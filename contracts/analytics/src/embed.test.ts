/**
 * The embed's messages (spec §2.10): the page accepts only the two shapes, and only from the
 * analytics service's origin. Anything else is null, so the page ignores it.
 */
import { readEmbedMessage, type EmbedMessage } from './embed';

const SERVICE = 'http://localhost:3006';
const from = (data: unknown, origin = SERVICE) => readEmbedMessage({ origin, data }, SERVICE);

describe('readEmbedMessage: the service’s messages', () => {
  it.each<[string, EmbedMessage]>([
    ['embedSize', { type: 'embedSize', height: 640 }],
    ['embedSize of 0', { type: 'embedSize', height: 0 }],
    ['drillDown', { type: 'drillDown', dashboardId: 'STAGE_DETAIL', filters: { stage: 'Main' } }],
    ['drillDown without filters', { type: 'drillDown', dashboardId: 'EMAIL_DETAIL', filters: {} }],
    [
      'drillDown with five filters',
      {
        type: 'drillDown',
        dashboardId: 'BOOTH_DETAIL',
        filters: { a: '1', b: '2', c: '3', d: '4', e: '5' },
      },
    ],
  ])('%s from the service’s origin is read', (_, message) => {
    expect(from(message)).toEqual(message);
  });
});

describe('readEmbedMessage: anything else is ignored', () => {
  const size = { type: 'embedSize', height: 640 };
  it.each<[string, string]>([
    ['another origin', 'http://evil.example'],
    ['the service’s host on another port', 'http://localhost:3007'],
    ['the service’s host over https', 'https://localhost:3006'],
    ['an opaque origin', 'null'],
    ['the console’s own origin', 'http://localhost:3000'],
  ])('a valid message from %s', (_, origin) => {
    expect(from(size, origin)).toBeNull();
  });

  it.each<[string, unknown]>([
    ['extra keys on embedSize', { ...size, extra: true }],
    [
      'extra keys on drillDown',
      { type: 'drillDown', dashboardId: 'STAGE_DETAIL', filters: {}, script: 'x' },
    ],
    ['an unknown type', { type: 'navigate', url: 'http://evil.example' }],
    ['no type', { height: 640 }],
    ['a negative height', { type: 'embedSize', height: -1 }],
    ['a fractional height', { type: 'embedSize', height: 10.5 }],
    ['a height as text', { type: 'embedSize', height: '640' }],
    ['an absurd height', { type: 'embedSize', height: 1_000_000 }],
    ['an unknown dashboardId', { type: 'drillDown', dashboardId: 'ADMIN', filters: {} }],
    ['a report dashboard as drill-down', { type: 'drillDown', dashboardId: 'STAGES', filters: {} }],
    ['drillDown without filters', { type: 'drillDown', dashboardId: 'STAGE_DETAIL' }],
    [
      'a filter name that is not letters',
      { type: 'drillDown', dashboardId: 'STAGE_DETAIL', filters: { 'stage-id': '1' } },
    ],
    [
      'a filter value that is not text',
      { type: 'drillDown', dashboardId: 'STAGE_DETAIL', filters: { stage: 1 } },
    ],
    [
      'six filters',
      {
        type: 'drillDown',
        dashboardId: 'STAGE_DETAIL',
        filters: { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' },
      },
    ],
    ['a JSON string instead of an object', JSON.stringify(size)],
    ['null', null],
    ['an array', [size]],
  ])('%s', (_, data) => {
    expect(from(data)).toBeNull();
  });
});
