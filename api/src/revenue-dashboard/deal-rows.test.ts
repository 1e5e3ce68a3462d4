import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { CrmDeal } from './crm-client';
import { retryAfterMs } from './crm-client';
import { dealRow } from './deal-rows';

const SYNCED = new Date('2026-11-22T10:00:00Z');

function crmDeal(properties: Partial<CrmDeal['properties']>, id = '77'): CrmDeal {
  return {
    id,
    properties: {
      dealname: 'Acme - VIP',
      amount: '1234.56',
      dealstage: 'contractsent',
      closedate: null,
      createdate: '2026-01-10T12:00:00.000Z',
      ticket_type: 'VIP pass',
      event_id: '7',
      deal_currency_code: 'eur',
      ...properties,
    },
  };
}

describe('dealRow: a CRM deal as a row of the event', () => {
  it('maps the properties (amount to cents, currency upper case)', () => {
    expect(dealRow(crmDeal({}), 7, SYNCED)).toEqual({
      eventId: 7,
      externalId: '77',
      name: 'Acme - VIP',
      stage: 'contractsent',
      amountCents: 123_456,
      currency: 'EUR',
      ticketType: 'VIP pass',
      closedAt: null,
      createdAt: new Date('2026-01-10T12:00:00Z'),
      syncedAt: SYNCED,
    });
  });

  const cases: [
    string,
    Partial<CrmDeal['properties']>,
    Partial<ReturnType<typeof dealRow>> | null,
  ][] = [
    ["another event's deal", { event_id: '8' }, null],
    ['a deal without an event', { event_id: null }, null],
    ['no stage', { dealstage: null }, null],
    ['an amount that is not a number', { amount: 'lots' }, null],
    ['an amount beyond any real deal', { amount: '1e20' }, null],
    ['a creation date that is not a date', { createdate: 'yesterday' }, null],
    ['no amount yet (HubSpot leaves it empty): 0', { amount: null }, { amountCents: 0 }],
    [
      'dates in epoch milliseconds',
      { closedate: '1767225600000' },
      { closedAt: new Date('2026-01-01T00:00:00Z') },
    ],
    [
      'NUL stripped from text, defaults for missing name, type, currency',
      { dealname: 'A\u0000B', ticket_type: null, deal_currency_code: null },
      { name: 'AB', ticketType: 'Unspecified', currency: 'USD' },
    ],
  ];
  for (const [name, properties, expected] of cases)
    it(name, () => {
      const row = dealRow(crmDeal(properties), 7, SYNCED);
      if (expected === null) expect(row).toBeNull();
      else expect(row).toMatchObject(expected);
    });
});

describe('retryAfterMs: the wait a 429 asks for', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  for (const [header, expected] of [
    ['2', 2000],
    [' 10 ', 10_000],
    ['Sun, 22 Nov 2026 10:00:05 GMT', 5000],
    ['Sun, 22 Nov 2026 09:00:00 GMT', 0],
    [null, 1000],
    ['soon', 1000],
  ] as const)
    it(`${header} -> ${expected} ms`, () => {
      expect(retryAfterMs(header, now)).toBe(expected);
    });
});
