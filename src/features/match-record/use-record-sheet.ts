/**
 * The record screen's own choices, kept apart from the recorder: which player is tapped, whether the
 * phone's sheet shows the team counters, and the substitution waiting for its confirmation.
 */
import type { MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import { findPlayer } from '#src/lib/match-lineup.ts';
import { useLatest } from '#src/lib/use-latest.ts';
import { useCallback, useEffect, useState } from 'react';
import type { Substitution } from './substitution-drag.ts';

/** What the phone's sheet shows, one at a time: the tapped player, else the team counters once asked for. */
export function useRecordSheet(players: MatchPlayers | undefined) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [teamSheetOpen, setTeamSheetOpen] = useState(false);
  const selected = findPlayer(players, selectedId);
  const sheet = selected ? ('player' as const) : teamSheetOpen ? ('team' as const) : undefined;
  // The same function every render: the memoised pitches take it (decision 101).
  const select = useCallback((p: MatchPlayer) => {
    setSelectedId((id) => (id === p.id ? null : p.id));
    setTeamSheetOpen(false);
  }, []);
  const sheetNow = useLatest(sheet);
  const toggleTeamSheet = useCallback(() => {
    setTeamSheetOpen(sheetNow.current !== 'team');
    setSelectedId(null);
  }, [sheetNow]);
  return {
    selectedId,
    selected,
    sheet,
    /** A tap on a player: selects them, or, tapped again, lets them go. */
    select,
    toggleTeamSheet,
  };
}

/**
 * The substitution proposed (a drop, or 교체 and a pick) until it is confirmed or dropped; it lapses
 * when recording stops meanwhile (half time, the end, a cancelled kick-off).
 */
export function useSubstitutionProposal(canRecord: boolean) {
  const [proposal, setProposal] = useState<Substitution | null>(null);
  useEffect(() => {
    if (!canRecord) setProposal(null);
  }, [canRecord]);
  return [proposal, setProposal] as const;
}
