import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components/Menu';
import { MenuButtonFace, type MenuButtonProps } from './menu-button-face.tsx';
import * as css from './menu-button.css.ts';

/** The menu button's working part (src/components/ui/menu-button.tsx loads it after the screen has painted): React Aria's MenuTrigger. */
export function MenuTriggerButton({ label, children, items, selected, onAction, isDisabled }: MenuButtonProps) {
  return (
    <MenuTrigger>
      <Button aria-label={label} className={css.trigger} isDisabled={isDisabled}>
        <MenuButtonFace>{children}</MenuButtonFace>
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
