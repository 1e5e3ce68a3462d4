import { describe, it } from 'node:test';
import { expect } from 'expect';
import { localDay } from '../events/time-zone';
import { eventDays, MAX_EVENT_DAYS } from './event-days';

describe('event days (people §3: from the event dates in its time zone)', () => {
  it('lists every day from the start’s to the end’s', () => {
    expect(
      eventDays({
        startDateTime: new Date('2030-01-01T09:00:00Z'),
        endDateTime: new Date('2030-01-03T17:00:00Z'),
        tz: 'UTC',
      }),
    ).toEqual(['2030-01-01', '2030-01-02', '2030-01-03']);
  });

  it('counts the days in the event’s time zone, not in UTC', () => {
    const event = {
      startDateTime: new Date('2030-01-01T14:00:00Z'),
      endDateTime: new Date('2030-01-03T01:30:00Z'),
      tz: 'America/New_York',
    };
    expect(eventDays(event)).toEqual(['2030-01-01', '2030-01-02']);
    expect(eventDays({ ...event, tz: 'Asia/Tokyo' })).toEqual([
      '2030-01-01',
      '2030-01-02',
      '2030-01-03',
    ]);
    expect(localDay(new Date('2030-01-02T00:30:00Z'), 'America/New_York')).toBe('2030-01-01');
  });

  it('crosses a daylight-saving change without losing or doubling a day', () => {
    expect(
      eventDays({
        startDateTime: new Date('2030-03-09T15:00:00Z'),
        endDateTime: new Date('2030-03-11T15:00:00Z'),
        tz: 'America/New_York',
      }),
    ).toEqual(['2030-03-09', '2030-03-10', '2030-03-11']);
  });

  it('lists at least one day and at most a year of them', () => {
    const start = new Date('2030-01-01T09:00:00Z');
    expect(eventDays({ startDateTime: start, endDateTime: start, tz: 'UTC' })).toEqual([
      '2030-01-01',
    ]);
    const long = eventDays({
      startDateTime: start,
      endDateTime: new Date('2033-01-01T00:00:00Z'),
      tz: 'UTC',
    });
    expect(long).toHaveLength(MAX_EVENT_DAYS);
  });
});
