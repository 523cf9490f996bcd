import type { MatchResult } from '#contract/enums.ts';
import { teamProfileMessages } from '#src/lib/messages/team-profile.ts';
import * as css from './profile.css.ts';

/** 승 / 무 / 패 as a coloured chip (the colour repeats the text, it never replaces it). */
export function ResultChip({ result }: { result: MatchResult }) {
  return <span className={css.resultChip[result]}>{teamProfileMessages.results[result]}</span>;
}
