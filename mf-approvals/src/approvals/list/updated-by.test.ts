import { updatedByText } from './updated-by';

const info = {
  updatedByFirstName: 'Olga',
  updatedByLastName: 'Org',
  updatedAt: '2026-11-22T15:30:00.000Z',
};

describe('updatedByText', () => {
  it.each([
    [info, 'UTC', 'Olga Org · Nov 22, 2026, 3:30 PM UTC'],
    [info, 'America/New_York', 'Olga Org · Nov 22, 2026, 10:30 AM EST'],
    [{ ...info, updatedByLastName: '' }, 'UTC', 'Olga · Nov 22, 2026, 3:30 PM UTC'],
    [null, 'UTC', null],
  ])('%j in %s → %j', (given, zone, expected) => {
    expect(updatedByText(given, zone)).toBe(expected);
  });
});
