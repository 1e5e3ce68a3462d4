import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a labelled progressbar saying "x of y" with thousands separators', () => {
    render(<ProgressBar label="Requests processed" value={1500} maxValue={10000} />);
    const bar = screen.getByRole('progressbar', { name: 'Requests processed' });
    expect(bar).toHaveAttribute('aria-valuenow', '1500');
    expect(bar).toHaveAttribute('aria-valuemax', '10000');
    expect(bar).toHaveAttribute('aria-valuetext', '1,500 of 10,000');
    expect(bar).toHaveTextContent('1,500 of 10,000');
  });

  it('fills the track in proportion, and stays empty for nothing to do', () => {
    const { container, rerender } = render(<ProgressBar label="Imported" value={1} maxValue={4} />);
    const fill = () => container.querySelector<HTMLElement>('[style]');
    expect(fill()?.style.width).toBe('25%');
    rerender(<ProgressBar label="Imported" value={0} maxValue={0} />);
    expect(fill()?.style.width).toBe('0%');
    expect(screen.getByRole('progressbar')).toHaveTextContent('0 of 0');
  });
});
