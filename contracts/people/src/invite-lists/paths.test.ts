import { INVITE_LIST_API } from './paths';
import { inviteListKeys } from './query-keys';

/** A builder's path matches its Fastify pattern once the parameters are filled in. */
const fill = (pattern: string, params: Record<string, string | number>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => String(params[name]));

describe('INVITE_LIST_API', () => {
  const p = { eventId: 4, audienceGroupId: 7, inviteeId: 9, jobId: 11 };
  it.each<[string, string, string]>([
    ['lists', INVITE_LIST_API.lists(4), INVITE_LIST_API.listsRoute],
    ['list', INVITE_LIST_API.list(4, 7), INVITE_LIST_API.listRoute],
    ['invitees', INVITE_LIST_API.invitees(4, 7), INVITE_LIST_API.inviteesRoute],
    ['invitee', INVITE_LIST_API.invitee(4, 7, 9), INVITE_LIST_API.inviteeRoute],
    ['decline', INVITE_LIST_API.decline(4, 7, 9), INVITE_LIST_API.declineRoute],
    ['csv', INVITE_LIST_API.csv(4, 7), INVITE_LIST_API.csvRoute],
    ['communications', INVITE_LIST_API.communications(4), INVITE_LIST_API.communicationsRoute],
    ['files', INVITE_LIST_API.files(4), INVITE_LIST_API.filesRoute],
    ['imports', INVITE_LIST_API.imports(4), INVITE_LIST_API.importsRoute],
    ['import log', INVITE_LIST_API.importLog(4, 11), INVITE_LIST_API.importLogRoute],
    ['import resume', INVITE_LIST_API.importResume(4, 11), INVITE_LIST_API.importResumeRoute],
  ])('%s', (_name, built, pattern) => {
    expect(built).toBe(fill(pattern, p));
  });

  it('reads an import by its file URL, encoded', () => {
    expect(INVITE_LIST_API.importStatus(4, 'invite-files://a b?c')).toBe(
      '/events/4/invite-lists/imports?s3FileUrl=invite-files%3A%2F%2Fa%20b%3Fc',
    );
    expect(INVITE_LIST_API.nameAvailable(4, 'Partners & co')).toBe(
      '/events/4/invite-lists/name-available?name=Partners%20%26%20co',
    );
    expect(INVITE_LIST_API.nameAvailable(4, '')).toBe(
      fill(INVITE_LIST_API.nameAvailableRoute, p) + '?name=',
    );
    expect(INVITE_LIST_API.inviteeByEmail(4, 7, 'a+b@x.io')).toBe(
      '/events/4/invite-lists/7/invitees/by-email?email=a%2Bb%40x.io',
    );
  });
});

describe('inviteListKeys', () => {
  it('nests every key under the feature, and the invitees under their list', () => {
    const all = inviteListKeys.all(4);
    for (const key of [
      inviteListKeys.lists(4),
      inviteListKeys.list(4, 7),
      inviteListKeys.invitees(4, 7, { offset: 0 }),
      inviteListKeys.communications(4),
      inviteListKeys.importStatus(4, 'f'),
      inviteListKeys.nameAvailable(4, 'Partners'),
    ])
      expect(key.slice(0, all.length)).toEqual(all);
    const list = inviteListKeys.list(4, 7);
    expect(inviteListKeys.invitees(4, 7, { offset: 20 }).slice(0, list.length)).toEqual(list);
  });
});
