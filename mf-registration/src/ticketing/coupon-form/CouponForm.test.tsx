import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { approvalKeys } from '@console/approvals-contract';
import {
  TICKETING_ERROR_CODES,
  TICKETING_LIMITS as L,
  TICKETING_MESSAGES as M,
  type Coupon,
} from '@console/registration-contract';
import { aCoupon, aTicket } from '../testing/fixtures';
import { defaultApi, EVENT_BASE, EVENT_ID, paths, renderTicketing, reply } from '../testing/render';

const location = () => screen.getByTestId('location').textContent;
const field = (name: string) => screen.getByRole('textbox', { name });
const dateField = (label: string) => screen.getByRole('group', { name: label });
const fieldOf = (element: HTMLElement) => element.closest('[class~="field"]');

async function typeDateTime(user: UserEvent, label: string, typed: string) {
  await user.click(within(dateField(label)).getByRole('spinbutton', { name: /^month/ }));
  await user.keyboard(typed);
}

async function retype(user: UserEvent, name: string, value: string) {
  await user.clear(field(name));
  if (value !== '') await user.type(field(name), value);
}

const tickets = [aTicket(), aTicket({ ticketTypeId: 4, name: 'Workshop' })];

function couponApi(coupon?: Coupon) {
  const api = defaultApi().on('GET', paths.tickets, { ticketTypes: tickets });
  return coupon ? api.on('GET', paths.coupon(coupon.couponId), coupon) : api;
}

describe('the coupon form', () => {
  it("says what the contract's schema refuses, on its fields, and sends nothing", async () => {
    const { user, api } = renderTicketing('couponCreate', {
      at: 'registration/coupons/create',
      fetch: couponApi(),
    });
    await user.type(field('Uses allowed'), '2.5');
    await typeDateTime(user, 'Valid from', '050220300900A');
    await typeDateTime(user, 'Valid until', '050120300900A');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(fieldOf(await screen.findByText(M.couponCodeRequired))).toHaveTextContent('Code');
    expect(fieldOf(screen.getByText(M.couponQuantity(L.couponQuantityMax)))).toHaveTextContent(
      'Uses allowed',
    );
    expect(fieldOf(screen.getByText(M.validUntilBeforeFrom))).toHaveTextContent('Valid until');
    expect(api.callsTo('POST', paths.coupons)).toHaveLength(0);
  });

  it('creates a coupon for the tickets chosen, then returns to the list', async () => {
    const api = couponApi().on(
      'POST',
      paths.coupons,
      reply({ status: 201, body: aCoupon({ couponId: 20 }) }),
    );
    const { user, notify, queryClient } = renderTicketing('couponCreate', {
      at: 'registration/coupons/create',
      fetch: api,
    });
    queryClient.setQueryData(approvalKeys.coupons(EVENT_ID), { coupons: [] });
    queryClient.setQueryData(approvalKeys.ticketTypes(EVENT_ID), {
      ticketTypePublicListResponseList: [],
    });
    await user.type(field('Code'), 'SPRING10');
    await user.type(field('Uses allowed'), '100');
    const appliesTo = screen.getByRole('button', { name: /Applies to/ });
    expect(appliesTo).toHaveAccessibleName(/All tickets/);
    await user.click(appliesTo);
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Workshop' }));
    await user.click(within(listbox).getByRole('option', { name: 'General Admission' }));
    await user.keyboard('{Escape}');
    await typeDateTime(user, 'Valid until', '060120300500P');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(location()).toBe(`${EVENT_BASE}/registration/coupons`));
    expect(api.callsTo('POST', paths.coupons)[0]?.body).toEqual({
      code: 'SPRING10',
      quantity: 100,
      ticketTypeIds: [4, 3],
      validFrom: null,
      validUntil: '2030-06-01T21:00:00.000Z',
    });
    expect(notify).toHaveBeenCalledWith(
      'Coupon created.',
      expect.objectContaining({ tone: 'success' }),
    );
    expect(queryClient.getQueryState(approvalKeys.coupons(EVENT_ID))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(approvalKeys.ticketTypes(EVENT_ID))?.isInvalidated).toBe(true);
  });

  it('shows the 409 of a code another coupon has on the code', async () => {
    const message = M.duplicateCouponCode('SPRING10');
    const api = couponApi().on(
      'POST',
      paths.coupons,
      reply({
        status: 409,
        body: { code: TICKETING_ERROR_CODES.duplicateCouponCode, message, field: 'code' },
      }),
    );
    const { user } = renderTicketing('couponCreate', {
      at: 'registration/coupons/create',
      fetch: api,
    });
    await user.type(field('Code'), 'SPRING10');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(fieldOf(await screen.findByText(message))).toHaveTextContent('Code');
    expect(field('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe(`${EVENT_BASE}/registration/coupons/create`);
  });

  it('sends only what changed, and shows the 409 of uses under the uses so far on the uses', async () => {
    const coupon = aCoupon({ ticketTypeIds: [3], used: 40 });
    const message = M.usesBelowUsed(40);
    const api = couponApi(coupon).on(
      'PATCH',
      paths.coupon(11),
      reply({
        status: 409,
        body: { code: TICKETING_ERROR_CODES.usesBelowUsed, message, field: 'quantity' },
      }),
    );
    const { user } = renderTicketing('couponEdit', {
      at: 'registration/coupons/11/edit',
      fetch: api,
    });
    expect(await screen.findByDisplayValue('SPRING10')).toBeInTheDocument();
    expect(field('Uses allowed')).toHaveAccessibleDescription(/Used 40 times so far\./);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Applies to/ })).toHaveAccessibleName(
        'General Admission Applies to',
      ),
    );
    await retype(user, 'Uses allowed', '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fieldOf(await screen.findByText(message))).toHaveTextContent('Uses allowed');
    expect(api.callsTo('PATCH', paths.coupon(11))[0]?.body).toEqual({ quantity: 10 });
  });

  it('offers Back to approvals after raising the uses of a used-up coupon', async () => {
    const usedUp = aCoupon({ quantity: 40, used: 40, available: 0, usageLimitReached: true });
    const api = couponApi(usedUp).on('PATCH', paths.coupon(11), aCoupon({ quantity: 60 }));
    const { user, queryClient } = renderTicketing('couponEdit', {
      at: 'registration/coupons/11/edit?from=approvals',
      fetch: api,
    });
    await screen.findByDisplayValue('SPRING10');
    queryClient.setQueryData(approvalKeys.coupons(EVENT_ID), { coupons: [] });
    await retype(user, 'Uses allowed', '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = await screen.findByText(/^Saved\. The approval requests it held back/);
    expect(within(saved).getByRole('link', { name: 'Back to approvals' })).toHaveAttribute(
      'href',
      `${EVENT_BASE}/people/approvals`,
    );
    expect(api.callsTo('PATCH', paths.coupon(11))[0]?.body).toEqual({ quantity: 60 });
    expect(queryClient.getQueryState(approvalKeys.coupons(EVENT_ID))?.isInvalidated).toBe(true);
    expect(location()).toBe(`${EVENT_BASE}/registration/coupons/11/edit?from=approvals`);
  });

  it('shows a read-only event its coupon without controls', async () => {
    renderTicketing('couponEdit', {
      at: 'registration/coupons/11/edit',
      fetch: couponApi(aCoupon({ validFrom: '2030-05-01T13:00:00.000Z' })),
      context: { readOnly: true },
    });
    expect(await screen.findByDisplayValue('SPRING10')).toBeDisabled();
    expect(field('Uses allowed')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Applies to/ })).toBeDisabled();
    expect(
      within(dateField('Valid from')).getByRole('spinbutton', { name: /^hour/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    for (const name of ['Save', 'Create', /^Clear/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
