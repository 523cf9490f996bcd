/** A 자체전's reads (decision 079), under scrimmageKeys so the page's writes refresh them through one prefix. */
import { queryOptions } from '@tanstack/react-query';
import { scrimmageKeys } from './keys.ts';
import type { HttpApi } from '../services.tsx';

/** The scrimmage with its attendees, sides and games: everything its page shows. */
export function scrimmageQuery(http: HttpApi, teamId: number, scrimmageId: number) {
  return queryOptions({
    queryKey: scrimmageKeys.detail(teamId, scrimmageId),
    queryFn: ({ signal }) => http.call('getScrimmage', { params: { id: teamId, scrimmageId }, signal }),
  });
}
