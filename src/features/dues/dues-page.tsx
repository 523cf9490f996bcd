/**
 * `/teams/{teamId}/dues` (회비, decision 061): this month's summary (예정 / 납부 / 미납, the team's
 * balance), the month × member board (six months, earlier and later), the viewer's own account, and
 * the ledger while the team shares it. Admins record payments (a cell opens 납부 기록 for its member
 * and month), split a match-day cost, record other income and expenses, correct an entry, set the
 * dues and exemptions, and export the board and the ledger as CSV. The figures are the server's;
 * what the page computes itself goes through machines/dues.ledger.ts (dues-view.ts).
 */
import type { PageProps } from '#src/lib/page-props.ts';
import type { DuesBoard, LedgerEntry } from '#contract/dues.ts';
import { addMonths, monthsBetween } from '#machines/dues.ledger.ts';
import { boardFile, ledgerFile } from '#machines/exports.dues.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { ExportButton } from '#src/components/common/export-button.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';
import { Section } from '#src/components/common/section.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { duesMessages as d, won } from '#src/lib/messages/dues.ts';
import { duesBoardQuery, duesLedgerQuery, duesSettingsQuery, myDuesQuery } from '#src/lib/queries/dues.ts';
import { teamQuery } from '#src/lib/queries/teams.ts';
import { memberStatusesQuery } from '#src/lib/queries/members.ts';
import { statusesOn } from '#machines/member-status.ts';
import { useServices } from '#src/lib/services.tsx';
import { useViewer } from '#src/lib/use-viewer.ts';
import { CostDialog } from './components/cost-dialog.tsx';
import { DuesBoardTable } from './components/dues-board.tsx';
import { DuesLedgerList } from './components/dues-ledger.tsx';
import { EntryDialog, ReversalDialog } from './components/entry-dialogs.tsx';
import { MyDues } from './components/my-dues.tsx';
import { PaymentDialog, type PaymentTarget } from './components/payment-dialog.tsx';
import { DuesSettingsDialog } from './components/settings-dialog.tsx';
import { seoulToday } from './write-checks.ts';
import * as css from './dues.css.ts';

type Open = 'cost' | 'entry' | 'settings' | null;

export function DuesPage({ params }: PageProps) {
  const teamId = Number(params.teamId);
  const { http } = useServices();
  const isAdmin = useViewer(teamId).isAdmin;
  const thisMonth = seoulToday().slice(0, 7);
  const [to, setTo] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [payment, setPayment] = useState<PaymentTarget | null>(null);
  const [reversing, setReversing] = useState<LedgerEntry | null>(null);

  const teamName = useQuery(teamQuery(http, teamId)).data?.name ?? '';
  const board = useQuery({ ...duesBoardQuery(http, teamId, null, to), placeholderData: keepPreviousData });
  const mine = useQuery(myDuesQuery(http, teamId));
  const settings = useQuery({ ...duesSettingsQuery(http, teamId), enabled: isAdmin && board.data?.configured === true });

  return (
    <div className={css.page}>
      <QueryState query={board} failed={d.loadFailed}>
        {(data) => {
          const people = data.members.map((m) => ({ userId: m.userId, name: m.name }));
          if (!data.configured) return <SetUpFirst isAdmin={isAdmin} onSetUp={() => setOpen('settings')} />;
          const shared = data.visibility === 'ALL';
          const myAccount = (
            <QueryState query={mine} failed={d.loadFailed}>
              {(account) => <MyDues account={account} />}
            </QueryState>
          );
          return (
            <>
              <MonthSummary board={data} thisMonth={thisMonth} />
              {/* A member's own account comes first; an admin's after the board they work on. */}
              {isAdmin ? null : myAccount}
              {isAdmin ? (
                <div className={css.actions} role="toolbar" aria-label={d.actions.label}>
                  <Button variant="primary" onPress={() => setPayment({ userId: data.members[0]?.userId ?? 0 })} isDisabled={data.members.length === 0}>
                    {d.actions.payment}
                  </Button>
                  <Button variant="secondary" onPress={() => setOpen('cost')}>
                    {d.actions.cost}
                  </Button>
                  <Button variant="secondary" onPress={() => setOpen('entry')}>
                    {d.actions.entry}
                  </Button>
                  <Button variant="secondary" onPress={() => setOpen('settings')}>
                    {d.actions.settings}
                  </Button>
                </div>
              ) : null}
              <BoardSection
                board={data}
                teamName={teamName}
                thisMonth={thisMonth}
                onShow={setTo}
                onRecord={isAdmin ? (userId, month) => setPayment({ userId, month }) : undefined}
              />
              {isAdmin ? myAccount : null}
              {shared ? <LedgerSection teamId={teamId} teamName={teamName} onReverse={isAdmin ? setReversing : undefined} /> : null}
              {isAdmin ? (
                <>
                  <PaymentDialog
                    teamId={teamId}
                    members={data.members}
                    rules={settings}
                    months={monthsBetween(addMonths(thisMonth, -6), addMonths(thisMonth, 6))}
                    thisMonth={thisMonth}
                    target={payment}
                    onClose={() => setPayment(null)}
                  />
                  <CostDialog teamId={teamId} people={people} isOpen={open === 'cost'} onClose={() => setOpen(null)} />
                  <EntryDialog teamId={teamId} isOpen={open === 'entry'} onClose={() => setOpen(null)} />
                  <ReversalDialog teamId={teamId} entry={reversing} onClose={() => setReversing(null)} />
                </>
              ) : null}
            </>
          );
        }}
      </QueryState>
      {/* One settings dialog for both states of the page. The first save turns the page from
          SetUpFirst to the board once the board is read again; a dialog inside either state was a new
          one then, its form gone before its save's callback closed it, and the dialog stayed open
          (seen in WebKit, decision 085). */}
      {isAdmin && board.data ? (
        <DuesSettingsDialog
          teamId={teamId}
          people={board.data.members.map((m) => ({ userId: m.userId, name: m.name }))}
          thisMonth={thisMonth}
          isOpen={open === 'settings'}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

/** Before an admin saved the dues once: admins set them up, members are told to wait. */
function SetUpFirst({ isAdmin, onSetUp }: { isAdmin: boolean; onSetUp: () => void }) {
  return (
    <Section title={d.notConfigured}>
      <p className={css.muted}>{isAdmin ? d.notConfiguredAdmin : d.notConfiguredMember}</p>
      {isAdmin ? (
        <div>
          <Button variant="primary" onPress={onSetUp}>
            {d.setUp}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

/** This month's 예정 / 납부 / 미납 over every member, and the team's balance. */
function MonthSummary({ board, thisMonth }: { board: DuesBoard; thisMonth: string }) {
  const totals = board.totals.find((t) => t.month === thisMonth) ?? board.totals[board.totals.length - 1];
  // A change already set for a month to come (a raise from the new year) is said beside this month's amount.
  const nextRate = board.rates.find((rate) => rate.fromMonth > thisMonth);
  return (
    <Section title={d.summary.heading(totals?.month ?? thisMonth)}>
      <p className={css.muted}>
        {d.summary.rule(board.monthlyAmount, board.dueDay)}
        {nextRate ? ` · ${d.summary.nextRate(nextRate.fromMonth, nextRate.amount)}` : null}
      </p>
      <dl className={css.figures} data-testid="dues-summary">
        <Figure label={d.summary.expected} value={won(totals?.expected ?? 0)} />
        <Figure label={d.summary.collected} value={won(totals?.collected ?? 0)} />
        <Figure label={d.summary.missing} value={won(totals?.missing ?? 0)} danger={(totals?.missing ?? 0) > 0} />
        <Figure label={d.summary.balance} value={won(board.balance)} />
      </dl>
    </Section>
  );
}

/** The month × member board: six months, earlier and later, its CSV while the team shares it. */
function BoardSection({
  board,
  teamName,
  thisMonth,
  onShow,
  onRecord,
}: {
  board: DuesBoard;
  teamName: string;
  thisMonth: string;
  /** Shows the six months up to this one. */
  onShow: (lastMonth: string) => void;
  onRecord?: (userId: number, month: string) => void;
}) {
  const { http } = useServices();
  // Beside each name, who is injured, on leave or honorary today (decision 091).
  const entries = useQuery(memberStatusesQuery(http, board.teamId)).data;
  const statuses = useMemo(() => statusesOn(entries ?? [], seoulToday()), [entries]);
  const headingId = useId();
  const first = board.months[0];
  const last = board.months[board.months.length - 1];
  // The controls stand under the heading, not beside it: on a phone they need the whole line.
  return (
    <Section title={d.board.heading} headingId={headingId}>
      <div className={css.nav}>
        <Button size="sm" variant="secondary" onPress={() => onShow(addMonths(first, -1))}>
          {d.board.earlier}
        </Button>
        <span className={css.muted} aria-live="polite">
          {d.board.range(first, last)}
        </span>
        <Button size="sm" variant="secondary" onPress={() => onShow(addMonths(last, 6))} isDisabled={last >= addMonths(thisMonth, 6)}>
          {d.board.later}
        </Button>
        {board.visibility === 'ALL' ? (
          <ExportButton
            size="sm"
            variant="ghost"
            teamId={board.teamId}
            request={{ kind: 'DUES_BOARD', params: { from: first, to: last } }}
            file={() => boardFile(teamName, board)}
          >
            {d.actions.exportBoard}
          </ExportButton>
        ) : null}
      </div>
      {board.visibility === 'OWN' ? <p className={css.muted}>{d.board.ownOnly}</p> : null}
      <DuesBoardTable board={board} labelledBy={headingId} onRecord={onRecord} statuses={statuses} />
    </Section>
  );
}

/** The ledger by year (this year and the two before), with its CSV. */
function LedgerSection({ teamId, teamName, onReverse }: { teamId: number; teamName: string; onReverse?: (entry: LedgerEntry) => void }) {
  const { http } = useServices();
  const thisYear = Number(seoulToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const ledger = useQuery({ ...duesLedgerQuery(http, teamId, year === thisYear ? null : year), placeholderData: keepPreviousData });
  return (
    <Section title={d.ledger.heading}>
      <div className={css.nav}>
        <Select
          label={d.ledger.year}
          options={[thisYear - 2, thisYear - 1, thisYear].map((y) => ({ value: String(y), label: d.ledger.yearOption(y) }))}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
        />
        {ledger.data ? (
          <ExportButton
            size="sm"
            variant="ghost"
            teamId={teamId}
            request={{ kind: 'DUES_LEDGER', params: { year: ledger.data.year } }}
            file={() => ledgerFile(teamName, ledger.data.year, ledger.data.entries)}
          >
            {d.actions.exportLedger}
          </ExportButton>
        ) : null}
      </div>
      <QueryState query={ledger} failed={d.loadFailed}>
        {(book) => <DuesLedgerList ledger={book} onReverse={onReverse} />}
      </QueryState>
    </Section>
  );
}

function Figure({ label, value, danger = false }: { label: string; value: string; danger?: boolean }) {
  return (
    <div className={css.figure}>
      <dt className={css.figureLabel}>{label}</dt>
      <dd className={`${css.figureValue} ${danger ? css.missing : ''}`}>{value}</dd>
    </div>
  );
}
