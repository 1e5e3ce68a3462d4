import { before, it } from 'node:test';
import { expect } from 'expect';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { abandonedEvent } from './abandoned-fixture';
import { formatInZone } from './csv';
import { ABANDONED_API, ABANDONED_CSV_FILE, ABANDONED_CSV_HEADERS } from '@console/people-contract';

describeApi('abandoned registrations: CSV', buildFixture, (s) => {
  let owner: TestSession;
  before(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
  });
  const csv = async (eventId: number, query = '') => {
    const response = await get(s.app, `/api${ABANDONED_API.csv(eventId)}?${query}`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${ABANDONED_CSV_FILE}"`,
    );
    return response.body.trim().split('\n');
  };

  it('streams the header row and one line per registration, newest first, dates in the event time zone', async () => {
    const { event, add } = await abandonedEvent(s.db, s.fx, { tz: 'America/New_York' });
    await add({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@test.dev',
      step: 'Payment',
      tickets: [
        ['ga', 1],
        ['vip', 2],
      ],
      createdAt: new Date('2030-01-15T15:30:00Z'),
    });
    await add({
      firstName: 'Alan',
      lastName: '',
      email: 'alan@test.dev',
      flow: 'b',
      createdAt: new Date('2030-07-01T12:00:00Z'),
    });
    const lines = await csv(event.id);
    expect(lines[0]).toBe(ABANDONED_CSV_HEADERS.join(','));
    expect(lines.slice(1)).toEqual([
      'Alan,alan@test.dev,Basic details,,VIP,2030-07-01 08:00 EDT',
      'Ada Lovelace,ada@test.dev,Payment,General x1; VIP Pass x2,Public,2030-01-15 10:30 EST',
    ]);
  });

  it('keeps to the filter, or to the selected ids of this event only', async () => {
    const { event, flows, add } = await abandonedEvent(s.db, s.fx);
    const one = await add({ email: 'one@test.dev', flow: 'a' });
    const two = await add({ email: 'two@test.dev', flow: 'b' });
    await add({ email: 'three@test.dev', flow: 'b' });
    const other = await abandonedEvent(s.db, s.fx);
    const foreign = await other.add({ email: 'foreign@test.dev' });
    const emails = async (query: string) =>
      (await csv(event.id, query)).slice(1).map((l) => l.split(',')[1]);
    expect(await emails(`flowIds=${flows.b.id}`)).toEqual(['three@test.dev', 'two@test.dev']);
    expect(await emails('emailId=ONE')).toEqual(['one@test.dev']);
    expect(await emails(`ids=${one.id}&ids=${two.id}&ids=${foreign.id}`)).toEqual([
      'two@test.dev',
      'one@test.dev',
    ]);
    expect(await emails(`ids=${two.id}`)).toEqual(['two@test.dev']);
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    const { event, add } = await abandonedEvent(s.db, s.fx);
    await add({ firstName: '=HYPERLINK("http://evil")', lastName: '', email: '+1@test.dev' });
    const [, line] = await csv(event.id);
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain("'+1@test.dev");
  });

  it('formats instants in a zone, naming it', () => {
    expect(formatInZone('2030-01-15T15:30:00.000Z', 'UTC')).toBe('2030-01-15 15:30 UTC');
    expect(formatInZone('2030-01-15T23:30:00.000Z', 'Asia/Tokyo')).toBe('2030-01-16 08:30 GMT+9');
  });
});
