/**
 * The lineup editor's one hook: loads the match, both teams' members and the saved lineup (suspending
 * until they are there), and creates ONE lineup actor for both sides with the app's implementations
 * (`saveLineup`, `loadLastLineup` through the HTTP client and the query cache, `persistProgress` into
 * sessionStorage). Components read the actor with `useSelector` and the machine's selectors.
 */
import type { MatchSide } from '#contract/enums.ts';
import type { Match } from '#contract/matches.ts';
import type { MyTeam } from '#contract/users.ts';
import { lineupMachine, type LastLineup, type LoadLastLineupInput, type SaveLineupInput } from '#machines/lineup.machine.ts';
import { lineupRefusal } from '#machines/match.ownership.ts';
import type { MatchPlayers } from '#contract/matches.ts';
import { useSessionState } from '#src/lib/account.ts';
import { myTeamsQuery } from '#src/lib/queries/users.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQueryClient, useSuspenseQueries } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { matchPlayersQuery, matchQuery } from '#src/lib/queries/matches.ts';
import { loadLastLineup, rosterQueries, saveLineup } from './api/lineup.ts';

export type LineupActor = ActorRefFrom<typeof lineupMachine>;

export interface LineupEditor {
  actor: LineupActor;
  match: Match;
  /** Lineup changes are only possible before kick-off. */
  isScheduled: boolean;
  /** Per side: may this person change it (admin of that team, or of the other side when it is temporary)? */
  canEdit: Record<MatchSide, boolean>;
  /**
   * Per side this person runs but may not change yet: the invited team's lineup waits for its
   * consent to the match (lineupRefusal, decision 029); the server would answer 409 6035.
   */
  waiting: Record<MatchSide, 'PENDING' | 'DECLINED' | null>;
  teamName: Record<MatchSide, string>;
  isTemp: Record<MatchSide, boolean>;
  /** This person is of the away team and not of the home team: the away side is their own, not 상대팀. */
  awayIsOwn: boolean;
}

/** Who may change a side: its own admin; a temporary side also the other side's admin (server rule, access.ts). */
export function editableSides(match: Match, myTeams: readonly MyTeam[]): Record<MatchSide, boolean> {
  const isAdmin = (teamId: number) => myTeams.some((t) => t.id === teamId && t.teamRole === 'TEAM_ADMIN');
  const home = isAdmin(match.homeTeamId);
  const away = isAdmin(match.awayTeamId);
  return {
    home: home || (match.homeTeamIsTemp && away),
    away: away || (match.awayTeamIsTemp && home),
  };
}

export function useLineupEditor(matchId: number): LineupEditor {
  const { http, storage } = useServices();
  const queryClient = useQueryClient();
  const { userId } = useSessionState();

  const [{ data: match }, { data: myTeams }] = useSuspenseQueries({
    queries: [matchQuery(http, matchId), myTeamsQuery(http, userId ?? 0)],
  });
  const [homeRoster, awayRoster] = rosterQueries(http, match, myTeams);
  const [{ data: homeMembers }, { data: awayMembers }, { data: saved }] = useSuspenseQueries({
    queries: [homeRoster, awayRoster, matchPlayersQuery(http, matchId)],
  });

  const [machine] = useState(() =>
    lineupMachine.provide({
      actors: {
        saveLineup: fromPromise<MatchPlayers, SaveLineupInput>(({ input, signal }) => saveLineup(http, queryClient, input, signal)),
        loadLastLineup: fromPromise<LastLineup | null, LoadLastLineupInput>(({ input, signal }) => loadLastLineup(http, input, match.matchDate, signal)),
      },
      actions: {
        persistProgress: (_, params) => {
          storage.setLineupProgress(params.matchId, { homeDone: params.homeDone, awayDone: params.awayDone });
        },
      },
    }),
  );

  const actor = useActorRef(machine, {
    input: {
      matchId,
      home: { teamId: match.homeTeamId, isTemp: match.homeTeamIsTemp, members: homeMembers, saved: saved.homeTeam },
      away: { teamId: match.awayTeamId, isTemp: match.awayTeamIsTemp, members: awayMembers, saved: saved.awayTeam },
      progress: storage.getLineupProgress(matchId),
    },
  });

  const admin = editableSides(match, myTeams);
  const teamOf = { home: match.homeTeamId, away: match.awayTeamId };
  const waitingOn = (side: MatchSide) =>
    admin[side] && match.requestState !== 'ACCEPTED' && lineupRefusal(match, teamOf[side]) !== null ? match.requestState : null;
  const waiting = { home: waitingOn('home'), away: waitingOn('away') };
  return {
    actor,
    match,
    isScheduled: match.matchState === 'SCHEDULED',
    canEdit: { home: admin.home && waiting.home === null, away: admin.away && waiting.away === null },
    waiting,
    teamName: { home: match.homeTeamName, away: match.awayTeamName },
    isTemp: { home: match.homeTeamIsTemp, away: match.awayTeamIsTemp },
    awayIsOwn: myTeams.some((t) => t.id === match.awayTeamId) && !myTeams.some((t) => t.id === match.homeTeamId),
  };
}
