import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppliedFilters } from './AppliedFilters';
import { APPLIED, FIELDS, INVITE_LISTS, MARKUP_LABEL_TEXT } from './testing/fixtures';

const renderApplied = (timeZone: string, onRemove?: (elementId: string) => void) =>
  render(
    <AppliedFilters
      set={APPLIED}
      fields={FIELDS}
      inviteLists={INVITE_LISTS}
      timeZone={timeZone}
      onRemove={onRemove}
    />,
  );

describe('AppliedFilters', () => {
  it('reads the set: conditions, the group with its own operator, and the operators between', () => {
    renderApplied('America/New_York');
    const list = screen.getByRole('list', { name: 'Applied filters' });
    expect(list).toHaveTextContent(
      'Age Greater than 30 OR Email In the guest list VIP guests AND Arrival Later than Nov 22, 14:05 PM',
    );
    expect(
      within(list).getByRole('list', { name: 'Filter group, combined with AND' }),
    ).toBeInTheDocument();
  });

  it("shows dates as 'MMM dd, HH:mm a' in the event time zone, not the browser's", () => {
    renderApplied('Asia/Tokyo');
    expect(screen.getByText('Nov 23, 04:05 AM')).toBeInTheDocument();
  });

  it('shows a field label with markup formatted (bold as <strong>), never as HTML', () => {
    render(
      <AppliedFilters
        set={{
          ...APPLIED,
          filterConditionsDTOList: [
            {
              elementId: 'size-1',
              filterFieldId: 'size',
              fieldName: 'size',
              filterType: 'CUSTOM',
              type: 'STRING',
              operator: 'EQUAL',
              compareValue: 'S',
              customConditionData: null,
            },
          ],
        }}
        fields={FIELDS}
        inviteLists={INVITE_LISTS}
        timeZone="UTC"
      />,
    );
    // The label's bold part in <strong>, as an element React made: no tag, attribute or script of it.
    const bold = screen.getByText('Company');
    expect(bold.tagName).toBe('STRONG');
    expect(bold.closest('li')).toHaveTextContent(`${MARKUP_LABEL_TEXT} Equals Small`);
    expect(document.body.querySelector('b, script, [onclick]')).toBeNull();
    expect(document.body).not.toHaveTextContent('<');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a named remove button per condition when removable', async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn();
    renderApplied('America/New_York', onRemove);
    await user.click(
      screen.getByRole('button', { name: 'Remove filter Email In the guest list VIP guests' }),
    );
    expect(onRemove).toHaveBeenCalledWith('email-1');
    expect(screen.getAllByRole('button', { name: /^Remove filter/ })).toHaveLength(3);
  });
});
