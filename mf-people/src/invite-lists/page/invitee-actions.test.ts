import { inviteeActions, inviteeName } from './invitee-actions';
import type { InvitationStatus } from '@console/people-contract';

describe('invitee row actions', () => {
  it.each<[InvitationStatus, string[]]>([
    ['AWAITING_RESPONSE', ['decline', 'delete']],
    ['REGISTERED', ['delete']],
    ['DECLINED', ['delete']],
  ])('%s → %j', (status, actions) => {
    expect(inviteeActions(status)).toEqual(actions);
  });

  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.io' }, 'Ada Lovelace'],
    [{ firstName: 'Ada', lastName: '', email: 'ada@x.io' }, 'Ada'],
    [{ firstName: '', lastName: '', email: 'ada@x.io' }, 'ada@x.io'],
  ])('names %j as %s', (invitee, name) => {
    expect(inviteeName(invitee)).toBe(name);
  });
});
