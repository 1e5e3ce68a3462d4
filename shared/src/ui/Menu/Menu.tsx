import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { Button } from '../Button';
import { cx } from '../class-names';
import styles from './Menu.module.css';

export interface MenuAction<K extends string = string> {
  id: K;
  label: string;
  /** danger: shown in red (deletes). */
  tone?: 'default' | 'danger';
  isDisabled?: boolean;
}

export interface MenuProps<K extends string = string> {
  /** The trigger's accessible name, e.g. "Actions for Jane Doe". */
  label: string;
  items: readonly MenuAction<K>[];
  onAction: (id: K) => void;
  /** The whole menu is shown but cannot be opened (a read-only event). */
  isDisabled?: boolean;
  /** What the trigger shows; an ellipsis by default (a row menu). */
  trigger?: string;
}

/**
 * A button that opens a list of actions (a table row's menu): arrow keys move, Enter or a click
 * runs one and closes the menu, Escape closes it and focus returns to the button.
 */
export function Menu<K extends string = string>({
  label,
  items,
  onAction,
  isDisabled = false,
  trigger = '⋯',
}: MenuProps<K>) {
  const disabledKeys = items.filter((i) => i.isDisabled).map((i) => i.id);
  return (
    <MenuTrigger>
      <Button variant="secondary" size="small" aria-label={label} isDisabled={isDisabled}>
        <span aria-hidden="true">{trigger}</span>
      </Button>
      <Popover placement="bottom end" offset={4} className={styles.popover}>
        <AriaMenu
          className={styles.menu}
          items={items}
          disabledKeys={disabledKeys}
          onAction={(key: Key) => onAction(String(key) as K)}
        >
          {(item) => (
            <MenuItem
              id={item.id}
              textValue={item.label}
              className={cx(styles.item, item.tone === 'danger' && styles.danger)}
            >
              {item.label}
            </MenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
