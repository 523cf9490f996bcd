import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components/Switch';
import * as css from './switch.css.ts';

export type SwitchProps = Omit<AriaSwitchProps, 'className' | 'children'> & {
  children: string;
  /** A second line under the label, read as the switch's description. */
  description?: string;
};

/**
 * An on/off setting that takes effect at once (a notification choice): the label at the line's
 * start, the track at its end, a whole row to tap. A role="switch" input underneath, so Space
 * toggles it and a screen reader says on or off.
 */
export function Switch({ children, description, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={css.switchRow}>
      <span className={css.text}>
        <span className={css.label}>{children}</span>
        {description ? <span className={css.description}>{description}</span> : null}
      </span>
      <span className={css.track} aria-hidden>
        <span className={css.thumb} />
      </span>
    </AriaSwitch>
  );
}
