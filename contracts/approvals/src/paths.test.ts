import { APPROVALS_RETURN_PARAM, withApprovalsReturn } from './paths';

describe('withApprovalsReturn', () => {
  it('carries the approvals address, encoded, under the return parameter', () => {
    const href = withApprovalsReturn(
      '/event/1/registration/tickets/7/edit',
      '/event/1/people/approvals?tab=PENDING&page=2',
    );
    const url = new URL(href, 'http://console.test');
    expect(url.pathname).toBe('/event/1/registration/tickets/7/edit');
    expect(url.searchParams.get(APPROVALS_RETURN_PARAM)).toBe(
      '/event/1/people/approvals?tab=PENDING&page=2',
    );
  });

  it('keeps a query the address already has', () => {
    const url = new URL(
      withApprovalsReturn('/x?a=1', '/event/1/people/approvals'),
      'http://console.test',
    );
    expect(url.searchParams.get('a')).toBe('1');
    expect(url.searchParams.get(APPROVALS_RETURN_PARAM)).toBe('/event/1/people/approvals');
  });
});
