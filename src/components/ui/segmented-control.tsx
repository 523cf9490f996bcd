import { ToggleButton, ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import * as css from './segmented-control.css.ts';

export interface SegmentedControlProps {
  /** The group's accessible name. */
  label: string;
  options: ReadonlyArray<{ id: string; label: string }>;
  /** The pressed option; null when none is chosen yet (e.g. an unanswered question). */
  value: string | null;
  onChange: (id: string) => void;
  isDisabled?: boolean;
  /** Names a description element (e.g. why the choice is disabled). */
  'aria-describedby'?: string;
  className?: string;
}

/** One of a few views (e.g. the lists below the pitch on a phone): toggle buttons, exactly one pressed. */
export function SegmentedControl({ label, options, value, onChange, isDisabled, 'aria-describedby': describedBy, className }: SegmentedControlProps) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={value === null ? [] : [value]}
      isDisabled={isDisabled}
      aria-describedby={describedBy}
      onSelectionChange={(keys: Set<string | number>) => {
        const [first] = [...keys];
        if (first !== undefined) onChange(String(first));
      }}
      className={className ? `${css.group} ${className}` : css.group}
    >
      {options.map((o) => (
        <ToggleButton key={o.id} id={o.id} className={css.segment}>
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
