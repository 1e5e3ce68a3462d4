import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EmbedMessageSchema, type EmbedMessage } from '@console/analytics-contract';
import { axisLabel } from './client/labels';
import {
  createSizeReporter,
  drillDownMessage,
  embedHeight,
  MAX_EMBED_HEIGHT,
  sizeMessage,
} from './client/messages';
import { readPayload } from './client/payload-reader';

describe('embed client: the messages it posts', () => {
  for (const [measured, expected] of [
    [480, 480],
    [480.2, 481],
    [0.4, 1],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [250_000, MAX_EMBED_HEIGHT],
  ] as const) {
    it(`reports a measured height of ${measured} as ${expected}`, () => {
      assert.equal(embedHeight(measured), expected);
    });
  }

  it('builds an embedSize message the console accepts', () => {
    const message = sizeMessage(612.5);
    assert.deepEqual(message, { type: 'embedSize', height: 613 });
    assert.ok(EmbedMessageSchema.safeParse(message).success);
  });

  it('builds a drillDown message with the filter key and the category, accepted by the console', () => {
    const message = drillDownMessage({ dashboardId: 'BOOTH_DETAIL', filterKey: 'place' }, 'Acme');
    assert.deepEqual(message, {
      type: 'drillDown',
      dashboardId: 'BOOTH_DETAIL',
      filters: { place: 'Acme' },
    });
    assert.ok(EmbedMessageSchema.safeParse(message).success);
  });

  it('posts a height only when its rounded value changed', () => {
    const posted: EmbedMessage[] = [];
    const report = createSizeReporter((message) => posted.push(message));
    for (const measured of [400, 399.6, 400, 520.3, 521, 300]) report(measured);
    assert.deepEqual(
      posted.map((message) => message.type === 'embedSize' && message.height),
      [400, 521, 300],
    );
  });
});

describe('embed client: labels and the data block', () => {
  it('shortens long axis labels with an ellipsis, counting characters not code units', () => {
    assert.equal(axisLabel('Main stage'), 'Main stage');
    assert.equal(axisLabel('The very long workshop hall name'), 'The very long w…');
    assert.equal(axisLabel('😀'.repeat(20), 4), '😀😀😀…');
  });

  it('reads the data block, and nothing from a block that is missing or not a payload', () => {
    assert.deepEqual(readPayload('{"timeZone":"UTC","charts":[]}'), {
      timeZone: 'UTC',
      charts: [],
    });
    for (const text of [
      null,
      undefined,
      '',
      'not json',
      '[]',
      '{"charts":[]}',
      '{"timeZone":"UTC"}',
    ]) {
      assert.equal(readPayload(text), null, String(text));
    }
  });
});
