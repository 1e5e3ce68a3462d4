import { describe, it } from 'node:test';
import { expect } from 'expect';
import { localDay } from '../events/time-zone';
import { planSessions } from './sessions';

describe('demo session plan', () => {
  const stages = [
    { name: 'Main', format: 'VIRTUAL' as const },
    { name: 'Lounge', format: 'VIRTUAL' as const, evening: true },
  ];
  const plan = () =>
    planSessions({ id: 1, tz: 'America/New_York' }, '2030-01-01', {
      count: 30,
      days: 3,
      stages,
    });

  it('is the same on every run, with distinct titles', () => {
    expect(plan()).toEqual(plan());
    expect(new Set(plan().map((p) => p.title)).size).toBe(30);
  });

  it('spreads the sessions evenly over the days, stage by stage', () => {
    const perDay = [0, 1, 2].map((day) => plan().filter((p) => p.day === day).length);
    expect(perDay).toEqual([10, 10, 10]);
    expect(plan().filter((p) => p.stage === 'Main')).toHaveLength(15);
  });

  it("puts an evening stage's last slot at 19:30 with the Networking tag", () => {
    const evening = plan().filter((p) => p.startMinute === 19 * 60 + 30);
    expect(evening).toHaveLength(3);
    expect(evening.every((p) => p.stage === 'Lounge' && p.tags.includes('Networking'))).toBe(true);
  });

  it("names an instant's calendar day in a time zone", () => {
    expect(localDay(new Date('2030-01-02T00:30:00Z'), 'America/New_York')).toBe('2030-01-01');
    expect(localDay(new Date('2030-01-02T00:30:00Z'), 'UTC')).toBe('2030-01-02');
  });
});
