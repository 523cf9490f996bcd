/**
 * A page's reads, started as soon as the session has its token (decisions 037, 038;
 * src/app/route-reads.ts): beside the route guard's and the shell's reads, one batch after the
 * renewal, rather than after the guard has decided and the page has rendered. A page module exports one and names it in the route table
 * (src/app/route-table.ts); it prefetches the very queries the page then uses (the same query options),
 * so nothing is read twice. The server still decides what the person may read.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { HttpApi } from './services.tsx';

export interface PageReadContext {
  http: HttpApi;
  queryClient: QueryClient;
  /** The signed-in person. */
  userId: number;
  /** The team this device last showed (web storage), a hint for reads that depend on a team. */
  currentTeamId: number | null;
}

export type PageReads = (context: PageReadContext, params: Record<string, string>) => void;
