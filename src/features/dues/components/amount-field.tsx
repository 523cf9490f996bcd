/** An amount of money on the dues screens: whole won from 0, grouped by thousands (30,000), 원 after it. */
import { NumberField, type NumberFieldProps } from '#src/components/ui/number-field.tsx';
import { wonUnit } from '#src/lib/messages/dues.ts';

const wholeWon = { useGrouping: true, maximumFractionDigits: 0 } as const;

export function AmountField(props: Omit<NumberFieldProps, 'unit' | 'minValue' | 'formatOptions'>) {
  return <NumberField {...props} unit={wonUnit} minValue={0} formatOptions={wholeWon} />;
}
