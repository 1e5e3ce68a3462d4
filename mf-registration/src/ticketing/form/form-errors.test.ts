import { ApiError } from '@console/shared/react';
import { MESSAGES } from '@console/shared/contract';
import { couponFieldOf } from '../coupon-form/coupon-fields';
import { ticketFieldOf } from '../ticket-form/ticket-fields';
import { serverErrors } from '@console/shared/ui/form';

describe('serverErrors', () => {
  it("puts a 400 on the form field of the wire field, without the API's prefix", () => {
    const error = new ApiError(400, 'INVALID_INPUT', 'priceCents: Too much.', 'priceCents');
    expect(serverErrors(error, ticketFieldOf)).toEqual({ price: 'Too much.' });
  });

  it('puts an error on an element of a list on the list', () => {
    const error = new ApiError(
      400,
      'INVALID_INPUT',
      'ticketTypeIds[1]: Ticket type 99 is not a ticket type of this event.',
      'ticketTypeIds[1]',
    );
    expect(serverErrors(error, couponFieldOf)).toEqual({
      ticketTypeIds: 'Ticket type 99 is not a ticket type of this event.',
    });
  });

  it('keeps a 409 message as it is', () => {
    const error = new ApiError(409, 'USES_BELOW_USED', 'Not below 40.', 'quantity');
    expect(serverErrors(error, couponFieldOf)).toEqual({ quantity: 'Not below 40.' });
  });

  it("gives the form what names no field of it, and never a raw error's text", () => {
    expect(serverErrors(new ApiError(403, 'READ_ONLY', 'Read only.'), ticketFieldOf)).toEqual({
      form: 'Read only.',
    });
    expect(serverErrors(new ApiError(400, 'X', 'odd: Odd.', 'odd'), ticketFieldOf)).toEqual({
      form: 'odd: Odd.',
    });
    expect(serverErrors(new TypeError('boom'), ticketFieldOf)).toEqual({
      form: MESSAGES.somethingWentWrong,
    });
  });
});
