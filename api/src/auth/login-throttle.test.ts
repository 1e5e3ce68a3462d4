/** The log-in throttle's rules as a table: who waits how long after which failures (decision 0031). */
import { describe, it } from 'node:test';
import { expect } from 'expect';
import {
  accountDelayMs,
  LOGIN_THROTTLE,
  secondsToWait,
  type ThrottleFacts,
} from './login-throttle';

const NOW = new Date('2026-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const times = (n: number, secondsAgo: number) => Array.from({ length: n }, () => ago(secondsAgo));
const WINDOW_S = LOGIN_THROTTLE.windowMs / 1000;

const facts = (overrides: Partial<ThrottleFacts> = {}): ThrottleFacts => ({
  knownDevice: false,
  pairFailures: [],
  account: { failures: 0, latestAt: null },
  addressFailures: [],
  ...overrides,
});

describe('accountDelayMs: the per-account slow-down', () => {
  const cases: [failures: number, delayMs: number][] = [
    [0, 0],
    [LOGIN_THROTTLE.accountFreeFailures - 1, 0],
    [5, 1000],
    [6, 2000],
    [7, 4000],
    [8, 8000],
    [9, 16_000],
    [10, 30_000],
    [1000, 30_000],
  ];
  for (const [failures, delayMs] of cases)
    it(`after ${failures} failures waits ${delayMs} ms`, () => {
      expect(accountDelayMs(failures)).toBe(delayMs);
    });
});

describe('secondsToWait', () => {
  const cases: [string, ThrottleFacts, number][] = [
    ['nothing failed', facts(), 0],
    ['four failures of the pair', facts({ pairFailures: times(4, 0) }), 0],
    [
      'five failures of the pair: until the oldest of the five leaves the window',
      facts({ pairFailures: [ago(10), ago(20), ago(30), ago(40), ago(60)] }),
      WINDOW_S - 60,
    ],
    [
      'a known device held by its own five failures',
      facts({ knownDevice: true, pairFailures: times(5, 100) }),
      WINDOW_S - 100,
    ],
    [
      'five failures of the account elsewhere, the latest now: one second',
      facts({ account: { failures: 5, latestAt: NOW } }),
      1,
    ],
    [
      'eight failures of the account, the latest 3 s ago: 5 s more',
      facts({ account: { failures: 8, latestAt: ago(3) } }),
      5,
    ],
    [
      'fifty failures of the account: never more than the cap',
      facts({ account: { failures: 50, latestAt: NOW } }),
      LOGIN_THROTTLE.accountMaxDelayMs / 1000,
    ],
    ['the slow-down already over', facts({ account: { failures: 6, latestAt: ago(2) } }), 0],
    [
      'a known device is not slowed down by the account’s failures',
      facts({ knownDevice: true, account: { failures: 50, latestAt: NOW } }),
      0,
    ],
    [
      'an address that failed on 30 accounts',
      facts({ addressFailures: times(LOGIN_THROTTLE.perAddress, 300) }),
      WINDOW_S - 300,
    ],
    [
      'a known device is not held by its address',
      facts({ knownDevice: true, addressFailures: times(LOGIN_THROTTLE.perAddress, 300) }),
      0,
    ],
    [
      'the longest of the waits',
      facts({ pairFailures: times(5, WINDOW_S - 2), account: { failures: 50, latestAt: NOW } }),
      30,
    ],
    [
      'part of a second left counts as a second',
      facts({ account: { failures: 5, latestAt: new Date(NOW.getTime() - 500) } }),
      1,
    ],
  ];
  for (const [name, given, seconds] of cases)
    it(name, () => {
      expect(secondsToWait(given, NOW)).toBe(seconds);
    });
});
