import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterSet } from '@console/people-contract';
import { FilterPanel, type FilterPanelProps } from '../FilterPanel';
import { FIELDS, INVITE_LISTS, TIME_ZONE } from './fixtures';

type User = ReturnType<typeof userEvent.setup>;

/** Renders the panel with the fixtures; the callbacks are jest mocks. */
export function renderPanel(props: Partial<FilterPanelProps> = {}) {
  const user = userEvent.setup();
  const onApply = jest.fn<undefined, [FilterSet]>();
  const onCancel = jest.fn();
  const onDirtyChange = jest.fn<undefined, [boolean]>();
  const view = render(
    <FilterPanel
      fields={FIELDS}
      inviteLists={INVITE_LISTS}
      applied={null}
      timeZone={TIME_ZONE}
      onApply={onApply}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      {...props}
    />,
  );
  return { user, onApply, onCancel, onDirtyChange, ...view };
}

export const filterRow = (position: number) =>
  screen.getByRole('group', { name: `Filter ${position}` });

/** A select of a row by its label: 'Field', 'Operator', 'Value' or 'Invite list'. */
export const selectIn = (row: HTMLElement, label: string) =>
  within(row).getByRole('button', { name: new RegExp(`${label}$`) });

export async function openOptions(user: User, row: HTMLElement, label: string) {
  await user.click(selectIn(row, label));
  const listbox = screen.getByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => (option.textContent ?? '').replace('✓', ''));
}

export async function choose(user: User, row: HTMLElement, label: string, option: string) {
  await user.click(selectIn(row, label));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

export const applyButton = () => screen.getByRole('button', { name: 'Apply filters' });
