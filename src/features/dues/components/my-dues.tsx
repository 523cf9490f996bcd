/**
 * 내 회비: what the signed-in member owes, was charged and paid, and their history, newest first, signed
 * as the 장부 signs money (a payment +, a charge −; decision 071).
 */
import type { MyDuesAccount } from '#contract/dues.ts';
import { duesMessages as d, signedWon, won } from '#src/lib/messages/dues.ts';
import { Section } from '#src/components/common/section.tsx';
import * as css from '../dues.css.ts';

const m = d.mine;

export function MyDues({ account }: { account: MyDuesAccount }) {
  const ahead = account.owed < 0;
  return (
    <Section title={m.heading}>
      <dl className={css.figures}>
        <div className={css.figure}>
          <dt className={css.figureLabel}>{ahead ? m.paidAhead : m.owed}</dt>
          <dd className={`${css.figureValue} ${account.owed > 0 ? css.missing : ''}`}>{won(Math.abs(account.owed))}</dd>
        </div>
        <div className={css.figure}>
          <dt className={css.figureLabel}>{m.charged}</dt>
          <dd className={css.figureValue}>{won(account.charged)}</dd>
        </div>
        <div className={css.figure}>
          <dt className={css.figureLabel}>{m.paid}</dt>
          <dd className={css.figureValue}>{won(account.paid)}</dd>
        </div>
      </dl>
      <h3>{m.history}</h3>
      {account.history.length === 0 ? (
        <p className={css.muted}>{m.noHistory}</p>
      ) : (
        <ul className={css.list} aria-label={m.history}>
          {account.history.slice(0, 30).map((line, i) => (
            <li key={`${line.date}-${line.kind}-${line.entryId ?? i}-${i}`} className={css.listItem}>
              <span className={css.listMain}>
                <span>{line.label}</span>
                <span className={css.muted}>
                  {line.date} · {m.kinds[line.kind]}
                </span>
              </span>
              <span className={css.number}>{signedWon(line.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
