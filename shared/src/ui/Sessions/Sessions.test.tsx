import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from '../DataTable';
import { sessionColumns, type SessionColumnRow } from './session-columns';
import { SessionFilterBar, type SessionFilterValue } from './SessionFilterBar';

const NONE: SessionFilterValue = { query: '', tags: [], formats: [], days: [] };

describe('SessionFilterBar', () => {
  it('offers the tags, the formats under the given label and the days by name', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <SessionFilterBar
        value={NONE}
        onChange={onChange}
        tags={['AI', 'Cloud']}
        formats={[{ id: 'VIRTUAL', label: 'Virtual' }]}
        days={['2030-01-01', '2030-01-02']}
        formatLabel="Segment Type"
      />,
    );
    expect(screen.getByRole('search')).toContainElement(
      screen.getByRole('searchbox', { name: 'Search sessions' }),
    );
    await user.click(screen.getByRole('button', { name: /Days/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Jan 2' }));
    expect(onChange).toHaveBeenLastCalledWith({ days: ['2030-01-02'] });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Segment Type/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Virtual' }));
    expect(onChange).toHaveBeenLastCalledWith({ formats: ['VIRTUAL'] });
  });
});

describe('sessionColumns', () => {
  it('cuts the title, shows both times with the zone, the venue and the first tags then +N', () => {
    const columns = sessionColumns<SessionColumnRow & { id: number }>({
      timeZone: 'America/New_York',
      titleMaxLength: 10,
      tagsShown: 2,
    });
    render(
      <DataTable
        aria-label="Sessions"
        columns={[columns.title, columns.dateTime, columns.venue, columns.tags]}
        rows={[
          {
            id: 1,
            title: 'Kubernetes deep dive',
            startDateTime: '2030-01-01T15:00:00Z',
            endDateTime: '2030-01-01T16:00:00Z',
            stageName: 'Main Stage',
            tags: ['AI', 'Cloud', 'Workshop'],
          },
        ]}
        getRowId={(row) => row.id}
      />,
    );
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Kubernetes deep dive');
    expect(within(row).getByTitle('Kubernetes deep dive')).toHaveTextContent('Kubernetes…');
    expect(row).toHaveTextContent('Jan 1, 2030, 10:00 AM EST');
    expect(row).toHaveTextContent('until Jan 1, 2030, 11:00 AM EST');
    expect(row).toHaveTextContent('Main Stage');
    expect(within(row).getByRole('img', { name: '1 more: Workshop' })).toBeInTheDocument();
  });
});
