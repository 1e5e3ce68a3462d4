import { readUrlState, writeUrlState } from './url-state';

describe('explainer URL state', () => {
  it('reads a registrant id only when it is a positive integer', () => {
    expect(readUrlState(new URLSearchParams('registrationId=9&q=jan&filter=net'))).toEqual({
      registrationId: 9,
      q: 'jan',
      filter: 'net',
    });
    expect(readUrlState(new URLSearchParams('registrationId=abc')).registrationId).toBeNull();
    expect(readUrlState(new URLSearchParams('registrationId=-3')).registrationId).toBeNull();
  });

  it('leaves empty values out', () => {
    const next = writeUrlState(new URLSearchParams('q=jan&x=1'), { registrationId: 9, q: '' });
    expect(next.toString()).toBe('x=1&registrationId=9');
  });
});
