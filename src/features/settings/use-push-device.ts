/**
 * The settings dialog's "이 기기에서 알림 받기": one push device actor per opening of the dialog
 * (machines/push-device.machine.ts), its effects this browser's push machinery and the server
 * (push/push-device.ts).
 */
import {
  pushDeviceMachine,
  selectPushDeviceStatus,
  selectSwitchOn,
  selectSwitchUsable,
  type PushDeviceContext,
  type PushDeviceStatus,
} from '#machines/push-device.machine.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useServices } from '#src/lib/services.tsx';
import { useMachineActor } from '#src/lib/use-machine-actor.ts';
import { inspectDevice, turnOffDevice, turnOnDevice } from './push/push-device.ts';

export interface PushDevice {
  status: PushDeviceStatus;
  isOn: boolean;
  isUsable: boolean;
  context: PushDeviceContext;
  setOn: (on: boolean) => void;
}

export function usePushDevice(): PushDevice {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const actor = useMachineActor(() => ({
    logic: pushDeviceMachine.provide({
      actors: {
        inspectDevice: fromPromise(() => inspectDevice({ http, queryClient })),
        turnOn: fromPromise(() => turnOnDevice({ http, queryClient })),
        turnOff: fromPromise(() => turnOffDevice({ http })),
      },
    }),
  }));
  const status = useSelector(actor, selectPushDeviceStatus);
  const isOn = useSelector(actor, selectSwitchOn);
  const isUsable = useSelector(actor, selectSwitchUsable);
  const context = useSelector(actor, (s) => s.context);
  return {
    status,
    isOn,
    isUsable,
    context,
    // Sent inside the press: turning on asks the browser's permission at once (Safari asks only then).
    setOn: (on) => actor.send({ type: on ? 'notifications.turnOn' : 'notifications.turnOff' }),
  };
}
