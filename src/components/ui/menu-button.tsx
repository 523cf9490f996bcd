import { ChevronDown } from 'lucide-react';
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components/Menu';
import { iconSmall } from './icon.css.ts';
import * as css from './menu-button.css.ts';

export interface MenuChoice {
  id: string;
  label: string;
}

export interface MenuButtonProps {
  /** The trigger's accessible name (e.g. '김민준 포지션: MF'). */
  label: string;
  /** What the trigger shows (e.g. 'MF'). */
  children: string;
  items: readonly MenuChoice[];
  /** The checked item, if any. */
  selected?: string | null;
  onAction: (id: string) => void;
  isDisabled?: boolean;
}

/** A small button that opens a menu of single choices (React Aria's MenuTrigger). */
export function MenuButton({ label, children, items, selected, onAction, isDisabled }: MenuButtonProps) {
  return (
    <MenuTrigger>
      <Button aria-label={label} className={css.trigger} isDisabled={isDisabled}>
        <span>{children}</span>
        <ChevronDown aria-hidden className={iconSmall} />
      </Button>
      <Popover className={css.popover} placement="bottom end">
        <Menu
          className={css.menu}
          items={items}
          selectionMode="single"
          selectedKeys={selected ? [selected] : []}
          onAction={(key: Key) => onAction(String(key))}
        >
          {(item) => (
            <MenuItem id={item.id} className={css.item} textValue={item.label}>
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
