import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ComboBox as AriaComboBox, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components/ComboBox';
import { iconSmall } from './icon.css.ts';
import * as css from './combo-box.css.ts';
import * as selectCss from './select.css.ts';
import { fieldLabel } from '#src/styles/field.css.ts';
import { FieldHelp } from './field-help.tsx';

export interface ComboBoxItem {
  id: number | string;
  /** What the input shows once the item is chosen (and what a screen reader reads). */
  textValue: string;
  children?: ReactNode;
}

export interface ComboBoxProps {
  label: string;
  items: readonly ComboBoxItem[];
  /** The typed text (controlled: the caller searches the server with it). */
  inputValue: string;
  onInputChange: (text: string) => void;
  selectedKey: Key | null;
  onSelectionChange: (key: Key | null) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  /** Shown inside the list when it is empty (no match, or still searching). */
  emptyText: string;
  /** Accessible name of the button that opens the list. */
  openLabel: string;
  isRequired?: boolean;
}

/**
 * A text input with a list of suggestions (role combobox): the list follows what is typed, arrow
 * keys move, Enter picks. Filtering is the caller's (an async search), so React Aria's own
 * filter is off.
 */
export function ComboBox({
  label,
  items,
  inputValue,
  onInputChange,
  selectedKey,
  onSelectionChange,
  placeholder,
  description,
  errorMessage,
  emptyText,
  openLabel,
  isRequired,
}: ComboBoxProps) {
  return (
    <AriaComboBox
      className={selectCss.field}
      items={items}
      inputValue={inputValue}
      onInputChange={onInputChange}
      selectedKey={selectedKey}
      onSelectionChange={onSelectionChange}
      allowsEmptyCollection
      menuTrigger="input"
      isRequired={isRequired}
      isInvalid={errorMessage ? true : undefined}
      defaultFilter={() => true}
    >
      <Label className={fieldLabel}>{label}</Label>
      <div className={css.box}>
        <Input className={css.input} placeholder={placeholder} />
        <Button className={css.button} aria-label={openLabel}>
          <ChevronDown aria-hidden className={iconSmall} />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={selectCss.popover} placement="bottom start">
        <ListBox className={selectCss.listBox} items={items} renderEmptyState={() => <p className={css.empty}>{emptyText}</p>}>
          {(item) => (
            <ListBoxItem id={item.id} className={selectCss.item} textValue={item.textValue}>
              {item.children ?? item.textValue}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
