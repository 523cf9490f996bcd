/**
 * Mutation option factories of the 자체전 page (its read is src/lib/queries/scrimmages.ts). Check-in
 * and the sides are lifecycle machine writes (play/scrimmage-edge.ts; decision 090); the vest card's
 * link is no step of the scrimmage, so it is a plain mutation.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { HttpApi } from '#src/lib/services.tsx';

type Ids = { teamId: number; scrimmageId: number };

/** Turns on the 오늘의 조끼 link (the same link on every call) and answers it (decision 080). */
export function shareVestCardMutation(http: HttpApi, ids: Ids) {
  return mutationOptions({
    mutationFn: () => http.call('shareVestCard', { params: { id: ids.teamId, scrimmageId: ids.scrimmageId } }),
  });
}
