import { endSessionConfirmation, type EndSessionRequest } from './end-session-request';

describe('endSessionConfirmation', () => {
  it.each<[string, EndSessionRequest, ReturnType<typeof endSessionConfirmation>]>([
    [
      'one session names its device',
      { kind: 'one', session: { sessionId: 4, device: 'Firefox on Linux' } },
      {
        title: 'End this session?',
        message: 'Firefox on Linux will be logged out and has to log in again to use the console.',
        confirmLabel: 'End session',
      },
    ],
    [
      'one other session',
      { kind: 'others', sessionIds: [4] },
      {
        title: 'End all other sessions?',
        message:
          '1 other device will be logged out and must log in again. This device stays logged in.',
        confirmLabel: 'End other sessions',
      },
    ],
    [
      'several other sessions',
      { kind: 'others', sessionIds: [4, 5, 6] },
      {
        title: 'End all other sessions?',
        message:
          '3 other devices will be logged out and must log in again. This device stays logged in.',
        confirmLabel: 'End other sessions',
      },
    ],
  ])('%s', (_label, request, expected) => {
    expect(endSessionConfirmation(request)).toEqual(expected);
  });
});
