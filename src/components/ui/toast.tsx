import { X } from 'lucide-react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components/Toast';
import { messages } from '#src/lib/messages.ts';
import { iconSmall } from './icon.css.ts';
import * as css from './toast.css.ts';
import { toastQueue, type ToastMessage } from './toast-queue.ts';

/** The notification region, top right. Render once, near the root. */
export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue<ToastMessage> }) {
  return (
    <AriaToastRegion queue={queue} className={css.region} aria-label={messages.common.notificationRegion}>
      {({ toast: item }) => (
        <AriaToast toast={item} className={css.toast[item.content.kind]}>
          <ToastContent className={css.content}>
            <Text slot="title">{item.content.text}</Text>
          </ToastContent>
          <Button slot="close" className={css.close} aria-label={messages.common.dismiss}>
            <X aria-hidden className={iconSmall} />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
