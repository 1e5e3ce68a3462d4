import { aTicket } from '../testing/fixtures';
import { ticketOptions } from './ticket-options';

describe('ticketOptions', () => {
  const tickets = [aTicket(), aTicket({ ticketTypeId: 4, name: 'Workshop' })];

  it('offers every ticket type by name', () => {
    expect(ticketOptions(tickets, [4])).toEqual([
      { id: 3, label: 'General Admission' },
      { id: 4, label: 'Workshop' },
    ]);
  });

  it('keeps a chosen id the list lacks, so the choice is still shown', () => {
    expect(ticketOptions([], [3])).toEqual([{ id: 3, label: 'Ticket 3' }]);
    expect(ticketOptions(tickets, [99])).toContainEqual({ id: 99, label: 'Ticket 99' });
  });
});
