import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Separator } from 'react-aria-components/Separator';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { Toolbar as AriaToolbar } from 'react-aria-components/Toolbar';
import { Tooltip } from './tooltip.tsx';
import * as css from './toolbar.css.ts';

/** A row of tools (role toolbar): one Tab stop, arrow keys move between the tools. */
export function Toolbar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <AriaToolbar aria-label={label} className={css.toolbar}>
      {children}
    </AriaToolbar>
  );
}

export function ToolbarSeparator() {
  return <Separator orientation="vertical" className={css.separator} />;
}

interface ToolProps {
  /** The tool's Korean name: its accessible name and its tooltip. */
  label: string;
  /** An icon (aria-hidden) or a short text. */
  children: ReactNode;
  isDisabled?: boolean;
}

/** A tool that is on or off (bold, a heading level): aria-pressed follows `isSelected`. */
export function ToolbarToggle({ label, children, isSelected, onChange, isDisabled }: ToolProps & { isSelected: boolean; onChange: (on: boolean) => void }) {
  return (
    <Tooltip content={label}>
      <ToggleButton aria-label={label} isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} className={css.tool}>
        {children}
      </ToggleButton>
    </Tooltip>
  );
}

/** A tool that acts once (undo, redo). */
export function ToolbarButton({ label, children, onPress, isDisabled }: ToolProps & { onPress: () => void }) {
  return (
    <Tooltip content={label}>
      <Button aria-label={label} onPress={onPress} isDisabled={isDisabled} className={css.tool}>
        {children}
      </Button>
    </Tooltip>
  );
}
