/** A match's result (승 / 무 / 패) as a coloured chip: the colour repeats the text, it never replaces it. */
import type { MatchResult } from '#contract/enums.ts';
import { messages } from '#src/lib/messages.ts';
import { resultChip } from '#src/styles/chips.css.ts';

export function ResultChip({ result, size = 'sm' }: { result: MatchResult; size?: 'sm' | 'md' }) {
  return <span className={resultChip({ result, size })}>{messages.matchLabels.results[result]}</span>;
}
