/**
 * A public scoreboard link's read (decision 057): the match as anyone holding the link
 * sees it, without sign-in. A link that is off answers 404 6043, which the page shows in place.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { publicMatchKeys } from './keys.ts';
import { readWithPosition } from '../live-position.ts';

export function publicMatchQuery(http: HttpApi, token: string) {
  return queryOptions({
    queryKey: publicMatchKeys.snapshot(token),
    queryFn: ({ signal }) => readWithPosition((onHeaders) => http.call('getPublicMatch', { params: { token }, signal, onHeaders, navigateOnNotFound: false })),
  });
}
