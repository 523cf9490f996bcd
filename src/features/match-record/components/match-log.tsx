import type { ErrorName } from '#contract/error-codes.ts';
import type { Match, MatchEvent } from '#contract/matches.ts';
import { matchEventMinute } from '#machines/match.clock.ts';
import { Tag } from '#src/components/ui/tag.tsx';
import { messages } from '#src/lib/messages.ts';
import { matchRequestMessages } from '#src/lib/messages/match-requests.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import { memo, useEffect, useId, useRef, useState } from 'react';
import * as css from '../match-record.css.ts';

const m = matchRecordMessages;
const labels = messages.matchLabels;

/**
 * 경기 로그: main rows only (derived shots, fouls and warnings hidden), newest at the bottom, kept in
 * view. A row the other side's admin recorded carries "상대 팀 기록": this admin cannot take it back.
 * Drawn again only when the log changes; a row the server settled keeps its object, so only new rows
 * are drawn (decision 101).
 */
export const MatchLog = memo(function MatchLog({
  match,
  history,
  cancelRefusalOf,
}: {
  match: Match;
  history: MatchEvent[];
  cancelRefusalOf: (row: MatchEvent) => ErrorName | null;
}) {
  const headingId = useId();
  const list = useRef<HTMLOListElement>(null);
  const rows = history.filter((e) => e.parentId === null || e.eventType === 'SUB_IN' || e.eventType === 'RED_CARD');
  // Kept at the newest row in the next frame, where the browser lays the page out anyway: read in the
  // effect, scrollHeight forced a layout of the page of its own on every new row (decision 108).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = list.current;
      if (el) el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [rows.length]);
  return (
    <section className={css.logCard} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {m.log}
      </h2>
      {rows.length === 0 ? (
        <p className={css.muted}>{m.logEmpty}</p>
      ) : (
        <ol ref={list} className={css.log} aria-labelledby={headingId} tabIndex={0}>
          {rows.map((e) => (
            <LogRow key={e.id} row={e} minute={matchEventMinute(e, match)} otherSide={cancelRefusalOf(e) === 'OTHER_SIDE_EVENT'} />
          ))}
        </ol>
      )}
    </section>
  );
});

const LogRow = memo(function LogRow({ row, minute, otherSide }: { row: MatchEvent; minute: string; otherSide: boolean }) {
  return (
    <li className={css.logRow}>
      <span className={css.logMinute}>{minute}</span>
      <span>{row.teamName}</span>
      <span>{row.userName ?? labels.none}</span>
      <span className={css.logEvent}>
        {labels.events[row.eventType]}
        {otherSide ? (
          <Tag tone="outline" title={matchRequestMessages.otherSideHint}>
            {matchRequestMessages.otherSideMark}
          </Tag>
        ) : null}
      </span>
    </li>
  );
});

/** 간편 메모: saved ~800 ms after the admin stops typing (in play and at half time). */
export const MemoPanel = memo(function MemoPanel({
  initial,
  canSave,
  onSave,
  debounceMs = 800,
}: {
  initial: string | null | undefined;
  canSave: boolean;
  onSave: (text: string) => void;
  debounceMs?: number;
}) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const value = text ?? initial ?? '';
  useEffect(() => {
    if (text === null || !canSave) return;
    const timer = setTimeout(() => onSave(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, canSave, onSave, debounceMs]);
  return (
    <section className={css.card}>
      <label id={`${id}-label`} htmlFor={id} className={css.memoLabel}>
        {m.memo}
      </label>
      <textarea
        id={id}
        className={css.memo}
        value={value}
        maxLength={1000}
        disabled={!canSave}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={canSave ? undefined : `${id}-note`}
      />
      {canSave ? null : (
        <p id={`${id}-note`} className={css.muted}>
          {m.memoClosed}
        </p>
      )}
    </section>
  );
});
