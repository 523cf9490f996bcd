/**
 * 장부: a year of the team's ledger, oldest first — day, kind, who or what, the amount in (+) or out
 * (−), the balance after it, who recorded it and when; a reversed entry is struck through and names
 * its reversal, a reversal names what it reverses. Admins correct an entry with 정정.
 */
import type { DuesLedger, LedgerEntry } from '#contract/dues.ts';
import { Button } from '#src/components/ui/button.tsx';
import { duesMessages as d, signedWon, won } from '#src/lib/messages/dues.ts';
import { entryWhat } from '../dues-view.ts';
import * as css from '../dues.css.ts';

const l = d.ledger;
const recordedAt = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  // Not hour12: false, which some engines (Node's ICU) read as h24: 00:30 as 24:30.
  hourCycle: 'h23',
});

export function DuesLedgerList({ ledger, onReverse }: { ledger: DuesLedger; onReverse?: (entry: LedgerEntry) => void }) {
  return (
    <>
      <p className={css.muted}>
        {l.opening(ledger.openingBalance)} → {l.closing(ledger.balance)}
      </p>
      {ledger.entries.length === 0 ? (
        <p className={css.muted}>{l.empty}</p>
      ) : (
        <ol className={css.list} aria-label={l.heading}>
          {ledger.entries.map((entry) => {
            const struck = entry.reversedById !== null;
            return (
              <li key={entry.id} id={`ledger-${entry.id}`} className={css.listItem} data-entry={entry.id}>
                <span className={css.listMain}>
                  <span className={struck ? css.reversed : undefined}>
                    <strong>{l.kinds[entry.kind]}</strong> {entryWhat(entry)}
                  </span>
                  <span className={css.muted}>
                    #{entry.id} · {entry.occurredOn} · {l.recordedBy(entry.recordedByName, recordedAt.format(new Date(entry.recordedAt)))}
                    {entry.note ? ` · ${entry.note}` : ''}
                  </span>
                  {struck ? (
                    <a className={css.muted} href={`#ledger-${entry.reversedById}`}>
                      {l.reversed} ({l.reversedBy(entry.reversedById!)})
                    </a>
                  ) : null}
                </span>
                <span className={css.listMain}>
                  <span className={`${css.number} ${struck ? css.reversed : ''}`}>{signedWon(entry.amount)}</span>
                  <span className={`${css.number} ${css.muted}`}>
                    {l.columns.balance} {won(entry.balance)}
                  </span>
                  {onReverse && entry.kind !== 'REVERSAL' && !struck ? (
                    <Button size="sm" variant="ghost" aria-label={l.reverseFor(`#${entry.id} ${l.kinds[entry.kind]}`)} onPress={() => onReverse(entry)}>
                      {l.reverse}
                    </Button>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
