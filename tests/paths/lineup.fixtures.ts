/**
 * The lineup machine's fixtures, shared by its behaviour tests and its model (lineup.model.ts):
 * fourteen home members, a saved lineup, an actor harness whose `saveLineup` and `loadLastLineup`
 * wait for the test to settle them, and a stand-in server that applies a save plan.
 */
import type { MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import {
  lineupMachine,
  type LineupEvent,
  type LineupInput,
  type LineupMember,
  type LoadLastLineupInput,
  type LastLineup,
  type PersistProgressParams,
  type SaveLineupInput,
} from '#machines/lineup.machine.ts';
import type { LineupSavePlan } from '#machines/lineup.save-plan.ts';
import { createActor, fromPromise } from 'xstate';
import { matchPlayer } from '../support/match-player.ts';

export const HOME_TEAM = 10;
export const AWAY_TEAM = 20;
export const MATCH = 500;

export const memberPositions = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW', 'GK', 'MF'] as const;
/** Fourteen members, user ids 1–14: goalkeepers 1 and 13, defenders 2–5, midfielders 6–9 and 14, forwards 10–12. */
export const homeMembers: LineupMember[] = memberPositions.map((position, i) => ({ userId: i + 1, name: `선수${i + 1}`, backNumber: i + 1, position }));

export function row(partial: Partial<MatchPlayer> & Pick<MatchPlayer, 'id'>): MatchPlayer {
  return matchPlayer({
    teamId: HOME_TEAM,
    name: `선수${partial.userId ?? partial.id}`,
    number: partial.userId ?? null,
    role: partial.matchGrid === null || partial.matchGrid === undefined ? 'SUB_PLAYER' : 'START_PLAYER',
    matchPosition: null,
    matchGrid: null,
    // A starter started where they stand (no substitution in these lineups).
    startGrid: partial.matchGrid ?? null,
    ...partial,
  });
}

export const emptyLineup: MatchPlayers = { homeTeam: { starters: [], substitutes: [] }, awayTeam: { starters: [], substitutes: [] } };

/** Saved home lineup: user 1 in goal (27), user 6 in midfield (12), user 10 up front (2), user 2 on the bench. */
export const savedLineup: MatchPlayers = {
  homeTeam: {
    starters: [
      row({ id: 101, userId: 1, matchGrid: 27, matchPosition: 'GK' }),
      row({ id: 106, userId: 6, matchGrid: 12, matchPosition: 'MF' }),
      row({ id: 110, userId: 10, matchGrid: 2, matchPosition: 'FW' }),
    ],
    substitutes: [row({ id: 102, userId: 2, matchPosition: 'DF' })],
  },
  awayTeam: { starters: [], substitutes: [] },
};

export function lineupInput(saved: MatchPlayers = emptyLineup, progress?: LineupInput['progress']): LineupInput {
  return {
    matchId: MATCH,
    home: { teamId: HOME_TEAM, isTemp: false, members: homeMembers, saved: saved.homeTeam },
    away: { teamId: AWAY_TEAM, isTemp: true, members: [], saved: saved.awayTeam },
    progress,
  };
}

export interface Deferred<I, O> {
  input: I;
  signal: AbortSignal;
  resolve(output: O): void;
  reject(error: unknown): void;
}

/** A lineup actor whose actors wait for the test to settle them, and whose progress writes are recorded. */
export function startLineup(input: LineupInput = lineupInput()) {
  const saves: Deferred<SaveLineupInput, MatchPlayers>[] = [];
  const loads: Deferred<LoadLastLineupInput, LastLineup | null>[] = [];
  const progress: PersistProgressParams[] = [];
  const deferred = <I, O>(list: Deferred<I, O>[]) =>
    fromPromise<O, I>(
      ({ input, signal }) =>
        new Promise<O>((resolve, reject) => {
          list.push({ input, signal, resolve, reject });
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
  const machine = lineupMachine.provide({
    actors: { saveLineup: deferred(saves), loadLastLineup: deferred(loads) },
    actions: {
      persistProgress: (_, params: PersistProgressParams) => {
        progress.push(params);
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  const send = (event: LineupEvent) => actor.send(event);
  return { actor, machine, saves, loads, progress, send, snap: () => actor.getSnapshot() };
}

export const cell = (n: number) => ({ kind: 'cell', cell: n }) as const;
export const bench = (index?: number) => ({ kind: 'bench', index }) as const;
export const pool = { kind: 'pool' } as const;
export const u = (userId: number) => `u:${userId}`;

/** A stand-in server: applies a save plan to the saved lineup as the API would, new rows get new ids. */
export function serverApply(saved: MatchPlayers, plan: LineupSavePlan, members: LineupMember[] = homeMembers): MatchPlayers {
  let nextId = 900;
  const rows = [...saved.homeTeam.starters, ...saved.homeTeam.substitutes, ...saved.awayTeam.starters, ...saved.awayTeam.substitutes]
    .filter((r) => !plan.removals.includes(r.id))
    .map((r) => {
      const change = plan.changes.find((c) => c.matchUserId === r.id);
      return change ? { ...r, role: change.role, matchGrid: change.matchGrid, matchPosition: change.matchPosition } : r;
    });
  for (const add of plan.adds) {
    const member = members.find((m) => m.userId === add.userId);
    rows.push(
      row({
        id: nextId++,
        userId: add.userId,
        teamId: add.teamId,
        name: member?.name ?? add.name!,
        number: member?.backNumber ?? add.number,
        role: add.role,
        matchGrid: add.matchGrid,
        matchPosition: add.matchPosition,
      }),
    );
  }
  const side = (teamId: number) => ({
    starters: rows.filter((r) => r.teamId === teamId && r.role === 'START_PLAYER'),
    substitutes: rows.filter((r) => r.teamId === teamId && r.role === 'SUB_PLAYER'),
  });
  return { homeTeam: side(HOME_TEAM), awayTeam: side(AWAY_TEAM) };
}
