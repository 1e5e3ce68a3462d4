import { filtersOf, offsetOf, readUrlState, writeUrlState } from './url-state';

const read = (query: string) => readUrlState(new URLSearchParams(query));

describe('audience list URL state', () => {
  it('reads the search, filters and page, dropping values that name nothing', () => {
    expect(
      read(
        'q=ada&roles=SPEAKER&roles=KING&status=ATTENDED&status=X&ticketTypeIds=3&ticketTypeIds=x&ticketTypeIds=3&page=2',
      ),
    ).toEqual({
      query: 'ada',
      roles: ['SPEAKER'],
      statuses: ['ATTENDED'],
      ticketTypeIds: [3],
      page: 2,
    });
    expect(read('page=0')).toEqual({
      query: '',
      roles: [],
      statuses: [],
      ticketTypeIds: [],
      page: 1,
    });
  });

  it("drops roles the event does not have (a webinar's Sponsor)", () => {
    const params = new URLSearchParams('roles=SPONSOR&roles=SPEAKER');
    expect(readUrlState(params, ['ATTENDEE', 'SPEAKER']).roles).toEqual(['SPEAKER']);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const next = writeUrlState(new URLSearchParams('hubId=9&page=3&q=old'), {
      query: ' ',
      roles: ['ATTENDEE', 'SPEAKER'],
      statuses: ['NOT_ATTENDED'],
      ticketTypeIds: [4],
      page: 1,
    });
    expect(next.toString()).toBe(
      'hubId=9&roles=ATTENDEE&roles=SPEAKER&status=NOT_ATTENDED&ticketTypeIds=4',
    );
    expect(writeUrlState(next, { page: 2 }).get('page')).toBe('2');
  });

  it.each([
    ['', null],
    ['status=ATTENDED', true],
    ['status=NOT_ATTENDED', false],
    ['status=ATTENDED&status=NOT_ATTENDED', null],
  ])('sends the status filter %j as isAttended %s', (query, isAttended) => {
    expect(filtersOf(read(query)).isAttended).toBe(isAttended);
  });

  it('trims the search it sends and pages by 20', () => {
    expect(filtersOf(read('q=%20ada%20')).search).toBe('ada');
    expect([offsetOf(1), offsetOf(2), offsetOf(5)]).toEqual([0, 20, 80]);
  });
});
