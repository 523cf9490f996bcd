/**
 * Whether the iPhone home-screen guide is showing: offered where it pays off (iOS Safari, after the
 * person's first answer to a schedule item), never again once closed on this browser (decision 083).
 */
import { useState } from 'react';
import { storage } from '#src/lib/storage.ts';
import { offersHomeScreenGuide } from './environment.ts';
import { useEnvironment } from './use-environment.ts';

export function useHomeScreenGuide() {
  const env = useEnvironment();
  const [isOpen, setOpen] = useState(false);
  return {
    isOpen,
    offer: () => {
      if (offersHomeScreenGuide(env) && !storage.getHomeScreenGuideDismissed()) setOpen(true);
    },
    dismiss: () => {
      storage.setHomeScreenGuideDismissed();
      setOpen(false);
    },
  };
}
