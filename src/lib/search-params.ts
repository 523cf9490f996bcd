/**
 * Search parameters of every route (docs/product.md §2.3), built from the contract's query helpers so the
 * client reads a URL the way the server does. Each field has its own fallback: one bad value
 * becomes that field's default and never breaks the page or the other fields.
 */
import { footTypes, matchSides, matchStates, noticeSortTypes, positions, teamRoles } from '#contract/enums.ts';
import { matchSortFields } from '#contract/matches.ts';
import { boolParam, enumParam, idListParam, intParam, listParam, readQuery, sortParam, textParam } from '#contract/params.ts';
import { firstSeason, lastSeason, statsSortFields } from '#contract/stats.ts';
import { InviteCodeLookupRequest, memberSortFields } from '#contract/teams.ts';
import * as v from 'valibot';

/** An optional field that falls back to undefined on a bad value. */
function optionalField<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.optional(schema), undefined);
}

/** A list field that falls back to the empty list on a bad value. */
function listField<TSchema extends v.GenericSchema<string | string[], unknown[]>>(schema: TSchema) {
  return v.fallback(v.optional(schema, []), []);
}

/** The product names exactly these three for the route filter (docs/product.md §2.3; the contract's list also has ETC). */
const routeMatchTypes = ['FRIENDLY', 'LEAGUE', 'TOURNAMENT'] as const;

export const searchSchemas = {
  kakaoRedirect: v.object({
    code: optionalField(textParam(2048)),
    state: optionalField(textParam(200)),
    error: optionalField(textParam(200)),
  }),
  players: v.object({
    selectedMemberId: optionalField(intParam(1)),
    sort: listField(sortParam(memberSortFields)),
    position: optionalField(enumParam(positions)),
    teamRole: optionalField(enumParam(teamRoles)),
    footType: optionalField(enumParam(footTypes)),
    searchName: optionalField(textParam(30)),
    /** The table page, counted from 1 as people read it (the API counts from 0); absent is the first. */
    page: optionalField(intParam(1, 100_000)),
  }),
  matches: v.object({
    selectedMatchId: optionalField(intParam(1)),
    sort: listField(sortParam(matchSortFields)),
    opponentTeamIds: listField(idListParam),
    matchStates: listField(listParam(v.picklist(matchStates))),
    matchTypes: listField(listParam(v.picklist(routeMatchTypes))),
    searchTitle: optionalField(textParam(100)),
    /** The table page, counted from 1 as people read it (the API counts from 0); absent is the first. */
    page: optionalField(intParam(1, 100_000)),
  }),
  /** The season table: the season (absent: this year), a position (NONE: none set) and one sort column. */
  stats: v.object({
    season: optionalField(intParam(firstSeason, lastSeason)),
    position: optionalField(enumParam([...positions, 'NONE'])),
    sort: listField(sortParam(statsSortFields)),
    /** The tab: absent is 시즌 기록 (matches against other teams); `scrimmages` the 자체전 tab; `attendance` 출석 (decision 092). */
    view: optionalField(enumParam(['scrimmages', 'attendance'])),
  }),
  notices: v.object({
    isImportant: optionalField(boolParam),
    sortType: v.fallback(v.optional(enumParam(noticeSortTypes), 'LATEST'), 'LATEST' as const),
    searchKeyword: optionalField(textParam(100)),
    /** The page of the normal notices, counted from 1 (the important ones are all on top, unpaged). */
    page: optionalField(intParam(1, 100_000)),
  }),
  schedules: v.object({
    date: optionalField(v.pipe(textParam(10), v.isoDate())),
  }),
  /** An invite link: `/teams/join?code=AB12CD`, read with the contract's code rule (a bad code is ignored). */
  teamJoin: v.object({
    code: optionalField(
      v.pipe(
        textParam(40),
        v.transform((s) => s.replace(/\s+/g, '')),
        InviteCodeLookupRequest.entries.code,
      ),
    ),
  }),
  lineupEdit: v.object({
    matchSide: v.fallback(v.optional(enumParam(matchSides), 'home'), 'home' as const),
  }),
} as const;

export type PlayersSearch = v.InferOutput<typeof searchSchemas.players>;
export type MatchesSearch = v.InferOutput<typeof searchSchemas.matches>;
export type StatsSearch = v.InferOutput<typeof searchSchemas.stats>;
export type NoticesSearch = v.InferOutput<typeof searchSchemas.notices>;
export type SchedulesSearch = v.InferOutput<typeof searchSchemas.schedules>;
export type LineupEditSearch = v.InferOutput<typeof searchSchemas.lineupEdit>;

/** Reads a search string (with or without '?') through a route's schema. Never throws. */
export function parseSearch<TSchema extends v.GenericSchema>(schema: TSchema, search: string): v.InferOutput<TSchema> {
  const raw = readQuery(new URLSearchParams(search));
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  // Per-field fallbacks make this unreachable; an empty query is the last resort.
  return v.parse(schema, {});
}
