import { groupCountText } from './format';

describe('groupCountText: every group card says what its count counts', () => {
  it.each<
    [number, Parameters<typeof groupCountText>[1], Parameters<typeof groupCountText>[2], string]
  >([
    [5347, 'ROLE', 'ATTENDEE', '5,347 registrants with the Attendee role'],
    [1, 'ROLE', 'SPEAKER', '1 registrant with the Speaker role'],
    [5340, 'FLOW', undefined, '5,340 registrants'],
    [1, 'TICKET', undefined, '1 registrant'],
    [3700, 'JOINED', undefined, '3,700 registrants'],
    [0, 'JOINED', undefined, '0 registrants'],
    [38, 'CUSTOM', undefined, '38 members'],
    [1, 'CUSTOM', undefined, '1 member'],
    [1234, 'INVITE_ONLY', undefined, '1,234 invitees'],
    [2500000, 'FLOW', undefined, '2,500,000 registrants'],
  ])('%d %s %s → %s', (count, type, role, expected) => {
    expect(groupCountText(count, type, role)).toBe(expected);
  });

  it('never counts "audiences" or "attendees"', () => {
    for (const type of ['ROLE', 'FLOW', 'TICKET', 'JOINED', 'CUSTOM', 'INVITE_ONLY'] as const)
      expect(groupCountText(2, type, type === 'ROLE' ? 'ATTENDEE' : undefined)).not.toMatch(
        /audience|attendees/i,
      );
  });
});
