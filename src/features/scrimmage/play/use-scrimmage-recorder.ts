/**
 * The record screen's one hook (until machines/scrimmage.machine.ts drives it; decision 082): the
 * scrimmage as read, the runner's writes (scrimmage-outbox.ts) started with the screen, and how many
 * wait to be sent.
 */
import { scrimmageQuery } from '#src/lib/queries/scrimmages.ts';
import { createDefaultOutboxStore } from '#src/lib/outbox.ts';
import { useServices } from '#src/lib/services.tsx';
import { useOnline } from '#src/lib/use-online.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createScrimmageWriter } from './scrimmage-outbox.ts';

export function useScrimmageRecorder(teamId: number, scrimmageId: number) {
  const { http, outboxStore } = useServices();
  const queryClient = useQueryClient();
  const scrimmage = useQuery(scrimmageQuery(http, teamId, scrimmageId));
  const [writer] = useState(() => createScrimmageWriter({ http, queryClient, teamId, scrimmageId, store: outboxStore ?? createDefaultOutboxStore() }));
  useEffect(() => writer.open(), [writer]);
  const pending = useSyncExternalStore(writer.subscribe, writer.pending, writer.pending);
  const online = useOnline();
  return { scrimmage, writer, pending, online };
}
