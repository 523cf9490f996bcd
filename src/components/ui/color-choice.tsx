import { useId } from 'react';
import { ColorField, Input, Label } from 'react-aria-components/ColorField';
import { ColorSwatch, ColorSwatchPicker, ColorSwatchPickerItem } from 'react-aria-components/ColorSwatchPicker';
import * as css from './color-choice.css.ts';
import { FieldHelp } from './field-help.tsx';

export interface ColorChoiceProps {
  /** What is coloured, e.g. '상의'. The group's visible name. */
  label: string;
  /** The swatch list's accessible name, e.g. '상의 색상'. */
  swatchesLabel: string;
  /** The hex field's label, e.g. '상의 직접 입력'. */
  customLabel: string;
  customDescription?: string;
  /** `#RRGGBB`. */
  value: string;
  onChange: (hex: string) => void;
  palette: readonly string[];
  errorMessage?: string;
}

/**
 * One colour: a row of swatches (a listbox, arrow keys move, Space/Enter picks) and a hex field
 * for any other colour. Both edit the same value.
 */
export function ColorChoice({ label, swatchesLabel, customLabel, customDescription, value, onChange, palette, errorMessage }: ColorChoiceProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={css.group}>
      <span id={labelId} className={css.label}>
        <span className={css.current} style={{ backgroundColor: value }} aria-hidden />
        {label}
      </span>
      <ColorSwatchPicker aria-label={swatchesLabel} className={css.swatches} value={value} onChange={(color) => onChange(color.toString('hex'))}>
        {palette.map((hex) => (
          <ColorSwatchPickerItem key={hex} color={hex} className={css.swatchItem}>
            <ColorSwatch className={css.swatch} />
          </ColorSwatchPickerItem>
        ))}
      </ColorSwatchPicker>
      <ColorField
        className={css.field}
        value={value}
        onChange={(color) => {
          if (color) onChange(color.toString('hex'));
        }}
        isInvalid={errorMessage ? true : undefined}
      >
        <Label className={css.customLabel}>{customLabel}</Label>
        <Input className={css.input} />
        <FieldHelp description={customDescription} errorMessage={errorMessage} />
      </ColorField>
    </div>
  );
}
