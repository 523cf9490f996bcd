/**
 * What a public scoreboard link shows (decision 057), as projections of the members' shapes: the
 * snapshot's match, timeline and lineups, and each live message. Every field is copied by name into
 * a new object, never spread, so a field added to a members' shape later stays private until it is
 * added here and to contract/match-share.ts on purpose.
 */
import type { PublicLiveMessage, PublicMatch, PublicMatchEvent, PublicMatchSnapshot, PublicPlayer, PublicSide } from '#contract/match-share.ts';
import type { LiveMessage, Match, MatchEvent, MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import { type NamesShown, publicName } from './public-names.ts';

/** The two teams of a match, to tell an event's side (they never change for a match). */
export interface MatchSides {
  homeTeamId: number;
  awayTeamId: number;
}

export function publicMatch(m: Match): PublicMatch {
  return {
    title: m.title,
    matchType: m.matchType,
    matchDate: m.matchDate,
    plannedStartTime: m.plannedStartTime,
    plannedEndTime: m.plannedEndTime,
    matchState: m.matchState,
    homeTeamName: m.homeTeamName,
    awayTeamName: m.awayTeamName,
    homeTeamColor: m.homeTeamColor,
    awayTeamColor: m.awayTeamColor,
    homeTeamIsTemp: m.homeTeamIsTemp,
    awayTeamIsTemp: m.awayTeamIsTemp,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    firstHalfPeriod: m.firstHalfPeriod,
    secondHalfPeriod: m.secondHalfPeriod,
    firstHalfStartAt: m.firstHalfStartAt,
    firstHalfEndAt: m.firstHalfEndAt,
    secondHalfStartAt: m.secondHalfStartAt,
    secondHalfEndAt: m.secondHalfEndAt,
    serverNow: m.serverNow,
  };
}

const sideOf = (teamId: number, sides: MatchSides): PublicSide => (teamId === sides.homeTeamId ? 'HOME' : 'AWAY');

export function publicEvent(e: MatchEvent, sides: MatchSides, shown: NamesShown): PublicMatchEvent {
  const side = sideOf(e.teamId, sides);
  return {
    id: e.id,
    parentId: e.parentId,
    eventType: e.eventType,
    side,
    playerId: e.matchUserId,
    playerName: e.userName === null ? null : publicName(e.userName, side, shown),
    halfType: e.halfType,
    elapsedMinutes: e.elapsedMinutes,
    createdAt: e.createdAt,
  };
}

const publicPlayer = (p: MatchPlayer, side: PublicSide, shown: NamesShown): PublicPlayer => ({
  id: p.id,
  name: publicName(p.name, side, shown),
  number: p.number,
  matchPosition: p.matchPosition,
  matchGrid: p.matchGrid,
});

export function publicLineups(players: MatchPlayers, shown: NamesShown): PublicMatchSnapshot['lineups'] {
  const lineup = (s: MatchPlayers['homeTeam'], side: PublicSide) => ({
    starters: s.starters.map((p) => publicPlayer(p, side, shown)),
    substitutes: s.substitutes.map((p) => publicPlayer(p, side, shown)),
  });
  return { home: lineup(players.homeTeam, 'HOME'), away: lineup(players.awayTeam, 'AWAY') };
}

/** A live message as the public stream sends it; null when nothing in it is public (the memo). */
export function publicLiveMessage(message: LiveMessage, sides: MatchSides, shown: NamesShown): PublicLiveMessage | null {
  switch (message.type) {
    case 'events.recorded':
      return { type: message.type, seq: message.seq, events: message.events.map((e) => publicEvent(e, sides, shown)) };
    case 'events.cancelled':
      return { type: message.type, seq: message.seq, eventIds: [...message.eventIds] };
    case 'match.changed':
      return { type: message.type, seq: message.seq, matchState: message.matchState, match: publicMatch(message.match) };
    case 'lineup.changed':
      return { type: message.type, seq: message.seq };
    case 'exchange.undone':
      return { type: message.type, seq: message.seq, eventIds: [...message.eventIds], events: message.events.map((e) => publicEvent(e, sides, shown)) };
    case 'memo.changed':
      return null;
  }
}
