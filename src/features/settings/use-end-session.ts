/**
 * Ending the session on this device, the one way logout and withdraw both leave: to /login, the
 * session actor logged out (which forgets the last person and the offline reads, src/lib/api.ts),
 * every cached read dropped, the app icon's badge cleared (it counted that person's waiting items),
 * and a success toast.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { toast } from '#src/components/ui/toast-queue.ts';
import { showAppBadge } from '#src/lib/environment/app-badge.ts';
import { useServices } from '#src/lib/services.tsx';

export function useEndSession(): (successMessage: string) => void {
  const { session } = useServices();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    (successMessage: string) => {
      // Leave the authenticated area first, so its guard does not try to refresh the ended session.
      navigate('/login', { replace: true });
      session.logout();
      queryClient.clear();
      showAppBadge(navigator, 0);
      toast.success(successMessage);
    },
    [navigate, session, queryClient],
  );
}
