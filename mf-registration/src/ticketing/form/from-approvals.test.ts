import { approvalsReturnPath } from './from-approvals';

const approvals = '/event/1/people/approvals';

describe('approvalsReturnPath', () => {
  it.each<[string, string | null, string | null]>([
    ['no from', null, null],
    ['the approvals page', 'approvals', approvals],
    [
      'its address with tab and page',
      `${approvals}?tab=approved&page=2`,
      `${approvals}?tab=approved&page=2`,
    ],
    ['a request detail', `${approvals}/10/ctx-1`, `${approvals}/10/ctx-1`],
    ['another page of the event', '/event/1/people/attendees', null],
    ['approvals of another event', '/event/2/people/approvals', null],
    ['a look-alike path', `${approvals}-archive`, null],
    ['another site', 'https://evil.example/event/1/people/approvals', null],
    ['a protocol-relative address', `//evil.example${approvals}`, null],
    ['a word', 'dashboard', null],
  ])('%s', (_case, from, expected) => {
    expect(approvalsReturnPath(from, approvals)).toBe(expected);
  });
});
