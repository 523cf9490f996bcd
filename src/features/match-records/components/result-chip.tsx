import type { MatchResult } from '#contract/enums.ts';
import { messages } from '#src/lib/messages.ts';
import * as css from '../match-records.css.ts';

/** 승 / 무 / 패 as a coloured chip (the colour repeats the text, it never replaces it). */
export function ResultChip({ result }: { result: MatchResult }) {
  return <span className={css.resultChip[result]}>{messages.matchLabels.results[result]}</span>;
}
