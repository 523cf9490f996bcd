/**
 * What a menu button is before and after its menu's code arrives (menu-button.tsx, menu-trigger.tsx):
 * its props and its face, in a module of their own so the lazily loaded trigger and the button that
 * loads it do not import each other.
 */
import { ChevronDown } from 'lucide-react';
import { iconSmall } from './icon.css.ts';

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

/** What the trigger shows: its text and the menu's chevron. */
export function MenuButtonFace({ children }: { children: string }) {
  return (
    <>
      <span>{children}</span>
      <ChevronDown aria-hidden className={iconSmall} />
    </>
  );
}
