import { Search, X } from 'lucide-react';
import { Button, Input, Label, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components/SearchField';
import { iconSmall } from './icon.css.ts';
import * as css from './search-field.css.ts';
import { fieldLabel } from '#src/styles/field.css.ts';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children'> {
  label: string;
  placeholder?: string;
  /** Accessible name of the clear button. */
  clearLabel: string;
  /** Hide the visible label (it stays the field's accessible name). */
  hideLabel?: boolean;
}

/** A search input (role searchbox) with a magnifier, a clear button and Escape to clear. */
export function SearchField({ label, placeholder, clearLabel, hideLabel = false, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={css.field}>
      <Label className={hideLabel ? css.hiddenLabel : fieldLabel}>{label}</Label>
      <div className={css.box}>
        <Search aria-hidden className={`${iconSmall} ${css.icon}`} />
        <Input className={css.input} placeholder={placeholder} />
        <Button className={css.clear} aria-label={clearLabel}>
          <X aria-hidden className={iconSmall} />
        </Button>
      </div>
    </AriaSearchField>
  );
}
