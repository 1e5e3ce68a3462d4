import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateTimeField, type DateTimeFieldProps } from './DateTimeField';

type HarnessProps = Partial<DateTimeFieldProps> & { initial: string | null };

/** The field with its value held as a form would, shown in an <output> to read it. */
function Harness({ initial, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField
        label="Sales end"
        timeZone="America/New_York"
        isClearable
        {...props}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const valueShown = () => screen.getByTestId('value').textContent;
const segment = (part: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${part}`) });

describe('DateTimeField', () => {
  it('shows an instant in the event time zone, with the zone named', () => {
    render(<Harness initial="2030-05-01T13:30:00Z" />);
    const group = screen.getByRole('group', { name: 'Sales end' });
    expect(segment('month')).toHaveAttribute('aria-valuenow', '5');
    expect(segment('day')).toHaveAttribute('aria-valuenow', '1');
    expect(segment('hour')).toHaveAttribute('aria-valuetext', '9 AM');
    expect(segment('minute')).toHaveAttribute('aria-valuenow', '30');
    expect(within(group).getByText('EDT')).toBeInTheDocument();
  });

  it('turns what is typed into the instant of that wall time in the zone', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2030-05-01T13:30:00Z" />);
    await user.click(segment('hour'));
    await user.keyboard('11');
    expect(valueShown()).toBe('2030-05-01T15:30:00.000Z');
    await user.click(segment('day'));
    await user.keyboard('{ArrowUp}');
    expect(valueShown()).toBe('2030-05-02T15:30:00.000Z');
  });

  it('fills an empty field part by part, in the zone', async () => {
    const user = userEvent.setup();
    render(<Harness initial={null} timeZone="Europe/Paris" />);
    expect(segment('month')).not.toHaveAttribute('aria-valuenow');
    await user.click(segment('month'));
    await user.keyboard('06152030');
    // Not a value until every part is typed.
    expect(valueShown()).toBe('null');
    await user.keyboard('0930A');
    // 09:30 in Paris in June is 07:30 UTC (CEST, +02:00).
    expect(valueShown()).toBe('2030-06-15T07:30:00.000Z');
  });

  it('is emptied by Clear, which only an optional, filled, enabled field offers', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness initial="2030-05-01T13:30:00Z" />);
    await user.click(screen.getByRole('button', { name: 'Clear Sales end' }));
    expect(valueShown()).toBe('null');
    expect(screen.queryByRole('button', { name: 'Clear Sales end' })).not.toBeInTheDocument();
    unmount();
    render(<Harness initial="2030-05-01T13:30:00Z" isDisabled />);
    expect(screen.queryByRole('button', { name: 'Clear Sales end' })).not.toBeInTheDocument();
    expect(segment('hour')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows its hint and error message, and is marked invalid', () => {
    render(
      <Harness
        initial="2030-05-01T13:30:00Z"
        description="Event time (America/New_York)"
        errorMessage="The end of sales must be after the start of sales."
      />,
    );
    expect(segment('hour')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('The end of sales must be after the start of sales.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Event time (America/New_York)')).toBeInTheDocument();
  });

  it('reads an unknown time zone as UTC', () => {
    render(<Harness initial="2030-05-01T13:30:00Z" timeZone="Mars/Olympus" />);
    expect(segment('hour')).toHaveAttribute('aria-valuetext', '1 PM');
    expect(screen.getByText('UTC')).toBeInTheDocument();
  });
});
