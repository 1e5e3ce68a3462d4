import { screen, waitFor, within } from '@testing-library/react';
import { aCoupon, aTicket, couponPage } from '../testing/fixtures';
import {
  currentSearch,
  defaultApi,
  EVENT_BASE,
  paths,
  renderTicketing,
  reply,
} from '../testing/render';

const coupons = [
  aCoupon(),
  aCoupon({
    couponId: 12,
    code: 'VIPONLY',
    quantity: 5,
    used: 5,
    available: 0,
    usageLimitReached: true,
    ticketTypeIds: [3, 4],
    validFrom: '2030-05-01T13:00:00.000Z',
    validUntil: '2030-06-01T21:00:00.000Z',
  }),
  aCoupon({
    couponId: 13,
    code: 'FRIENDS',
    quantity: null,
    used: 1500,
    available: null,
    ticketTypeIds: [99],
    validUntil: '2030-06-01T21:00:00.000Z',
  }),
];

function api(total = coupons.length) {
  return defaultApi()
    .on('GET', paths.coupons, couponPage(coupons, total))
    .on('GET', paths.tickets, {
      ticketTypes: [aTicket(), aTicket({ ticketTypeId: 4, name: 'Workshop' })],
    });
}

const cells = (code: string) =>
  [
    ...screen
      .getByRole('row', { name: new RegExp(`^${code}`) })
      .querySelectorAll('[role="rowheader"], [role="gridcell"]'),
  ].map((c) => c.textContent);

/** The list queries the page made, as search and offset. */
const listQueries = (fetch: ReturnType<typeof api>) =>
  fetch.callsTo('GET', paths.coupons).map((c) => ({
    search: c.url.searchParams.get('search'),
    offset: c.url.searchParams.get('offset'),
  }));

describe('the coupons list', () => {
  it('shows each coupon with its uses, tickets, validity and a used-up badge', async () => {
    renderTicketing('coupons', { at: 'registration/coupons', fetch: api() });
    await screen.findByRole('row', { name: /^VIPONLY/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Code',
      'Uses allowed',
      'Used',
      'Available',
      'Applies to',
      'Validity',
      'Status',
    ]);
    expect(cells('SPRING10')).toEqual(['SPRING10', '100', '40', '60', 'All tickets', 'Always', '']);
    await waitFor(() => expect(cells('VIPONLY')[4]).toBe('General Admission, Workshop'));
    expect(cells('VIPONLY')).toEqual([
      'VIPONLY',
      '5',
      '5',
      '0',
      'General Admission, Workshop',
      'May 1, 2030, 9:00 AM EDT – Jun 1, 2030, 5:00 PM EDT',
      'Usage limit reached',
    ]);
    expect(cells('FRIENDS')).toEqual([
      'FRIENDS',
      'Unlimited',
      '1,500',
      'Unlimited',
      'Ticket 99',
      'Until Jun 1, 2030, 5:00 PM EDT',
      '',
    ]);
    expect(screen.getByRole('link', { name: 'FRIENDS' })).toHaveAttribute(
      'href',
      `${EVENT_BASE}/registration/coupons/13/edit`,
    );
    expect(screen.getByRole('link', { name: 'Create coupon' })).toHaveAttribute(
      'href',
      `${EVENT_BASE}/registration/coupons/create`,
    );
  });

  it('keeps its page in the URL and asks the API for that page', async () => {
    const fetch = api(120);
    const { user } = renderTicketing('coupons', { at: 'registration/coupons', fetch });
    await screen.findByRole('row', { name: /^VIPONLY/ });
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentSearch().get('page')).toBe('2'));
    await waitFor(() => expect(listQueries(fetch).at(-1)).toEqual({ search: null, offset: '50' }));
  });

  it('searches by code from the URL and back into it, from the first page', async () => {
    const fetch = api(120);
    const { user } = renderTicketing('coupons', {
      at: 'registration/coupons?q=SPR&page=3',
      fetch,
    });
    expect(await screen.findByRole('searchbox', { name: 'Search by code' })).toHaveValue('SPR');
    await waitFor(() => expect(listQueries(fetch)[0]).toEqual({ search: 'SPR', offset: '100' }));

    const box = screen.getByRole('searchbox', { name: 'Search by code' });
    await user.clear(box);
    await user.type(box, 'VIP{Enter}');
    await waitFor(() => expect(currentSearch().get('q')).toBe('VIP'));
    expect(currentSearch().get('page')).toBeNull();
    await waitFor(() => expect(listQueries(fetch).at(-1)).toEqual({ search: 'VIP', offset: '0' }));
  });

  it('tells no coupons from no coupons found', async () => {
    const { unmount } = renderTicketing('coupons', { at: 'registration/coupons' });
    expect(await screen.findByText('No coupons yet')).toBeInTheDocument();
    unmount();
    renderTicketing('coupons', { at: 'registration/coupons?q=NOPE' });
    expect(await screen.findByText('No coupons match “NOPE”')).toBeInTheDocument();
  });

  it('has no Create coupon on a read-only event', async () => {
    renderTicketing('coupons', {
      at: 'registration/coupons',
      fetch: api(),
      context: { readOnly: true },
    });
    await screen.findByRole('link', { name: 'FRIENDS' });
    expect(screen.queryByRole('link', { name: 'Create coupon' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    const fetch = defaultApi().on(
      'GET',
      paths.coupons,
      reply({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong!' } }),
    );
    renderTicketing('coupons', { at: 'registration/coupons', fetch });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Coupons could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
