import { act, render, screen } from '@testing-library/react';
import { makeRequest } from '../testing/fixtures';
import { RowActions } from './RowActions';
import { approvalLabels } from '@console/approvals-contract';

const row = makeRequest({ firstName: 'Ada', lastName: 'L' });
const props = {
  row,
  labels: approvalLabels(false),
  isFlexEvent: false,
  isDisabled: false,
  block: null,
  onAction: jest.fn(),
};

describe('RowActions', () => {
  it('while an action runs, the pressed button keeps the focus (not disabled) and ignores presses', () => {
    const { rerender } = render(<RowActions {...props} isPending={false} />);
    const approve = screen.getByRole('button', { name: 'Approve Ada L' });
    act(() => approve.focus());
    rerender(<RowActions {...props} isPending />);
    // A disabled button loses the focus in browsers, and the dialog could not give it back.
    expect(approve).not.toHaveAttribute('disabled');
    expect(approve).toHaveFocus();
    act(() => approve.click());
    expect(props.onAction).not.toHaveBeenCalled();
  });

  it('a read-only event disables the buttons', () => {
    render(<RowActions {...props} isDisabled isPending={false} />);
    expect(screen.getByRole('button', { name: 'Approve Ada L' })).toBeDisabled();
  });
});
