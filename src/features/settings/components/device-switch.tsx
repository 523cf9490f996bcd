/**
 * "이 기기에서 알림 받기": this device's switch (usePushDevice), the state it stands in as a line the
 * switch is described by (and which a screen reader hears change), and where push cannot work or
 * is blocked, why and what to do.
 */
import { useId } from 'react';
import type { PushDeviceContext, PushDeviceStatus } from '#machines/push-device.machine.ts';
import { Switch } from '#src/components/ui/switch.tsx';
import { NetworkError } from '#src/lib/http/errors.ts';
import { notificationMessages } from '#src/lib/messages/notifications.ts';
import { PushStepError } from '../push/push-device.ts';
import { usePushDevice } from '../use-push-device.ts';
import * as css from './notifications.css.ts';

const d = notificationMessages.device;

/** The sentence for a failed turn-on or turn-off. */
export function failureText(context: PushDeviceContext): string {
  if (context.failure === 'turnOff') return d.failed.turnOff;
  const error = context.error;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (error instanceof PushStepError) {
    if (offline || error.cause instanceof NetworkError) return d.failed.offline;
    return d.failed[error.step];
  }
  return offline ? d.failed.offline : d.failed.turnOn;
}

function stateText(status: PushDeviceStatus, context: PushDeviceContext): string {
  switch (status) {
    case 'checking':
      return d.checking;
    case 'unsupported':
      return d.unsupported[context.unsupported ?? 'noPush'];
    case 'denied':
      return d.denied;
    case 'off':
      return context.notice === 'dismissed' ? d.dismissed : d.off;
    case 'turningOn':
      return d.turningOn;
    case 'on':
      return d.on;
    case 'turningOff':
      return d.turningOff;
    case 'error':
      return failureText(context);
  }
}

export function DeviceSwitch() {
  const device = usePushDevice();
  const stateId = useId();
  const { status, context } = device;
  const problem = status === 'unsupported' || status === 'denied';
  return (
    <div className={css.device}>
      <Switch
        isSelected={device.isOn}
        // Unusable while it works or where it cannot: read-only, so a keyboard user's focus stays on it.
        isReadOnly={!device.isUsable}
        isDisabled={status === 'unsupported'}
        onChange={device.setOn}
        aria-describedby={stateId}
      >
        {d.label}
      </Switch>
      <div id={stateId} role="status" className={problem ? css.deviceProblem : status === 'error' ? css.deviceError : css.deviceState}>
        <p>{stateText(status, context)}</p>
        {status === 'denied' ? (
          <>
            <ul className={css.howTo}>
              {d.deniedHowTo.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>{d.deniedAfter}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
