/**
 * The MOM vote of a match or 자체전 for one member of the team (decision 093): the ballot (1st, 2nd,
 * 3rd) for those who appeared, the turnout by name, an admin's `아직 투표 안 한 사람` list to copy
 * into KakaoTalk and the close; once closed, the MOM and the points, and (admins) the card to share.
 * Its flow is machines/mom-vote.machine.ts, given the app's calls here. Nothing at all while the match
 * has no vote for the team (before full time, or nobody fielded).
 */
import type { MomBallotRequest, MomVote } from '#contract/mom.ts';
import { seoulDateTime } from '#contract/seoul-time.ts';
import { ballotOf, momVoteMachine, type MomRank } from '#machines/mom-vote.machine.ts';
import { CopyLinkButton } from '#src/components/common/link-buttons.tsx';
import { Section } from '#src/components/common/section.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useSessionState } from '#src/lib/account.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { momMessages as m } from '#src/lib/messages/mom.ts';
import { momVoteEffects, momVoteQuery, type MomSubject } from '#src/lib/queries/mom.ts';
import { useServices } from '#src/lib/services.tsx';
import { copyText } from '#src/lib/share-sheet.ts';
import { useMachineActor } from '#src/lib/use-machine-actor.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import * as css from './mom-vote.css.ts';

const when = (at: string) => seoulDateTime(at).slice(0, 16);
const rankOrder: readonly MomRank[] = ['first', 'second', 'third'];

export function MomVotePanel({ subject, isAdmin }: { subject: MomSubject; isAdmin: boolean }) {
  const { http } = useServices();
  const { userId } = useSessionState();
  const vote = useQuery(momVoteQuery(http, subject));
  if (!vote.data || userId === null) return null;
  return <MomVoteCard subject={subject} vote={vote.data} me={userId} isAdmin={isAdmin} />;
}

function MomVoteCard({ subject, vote, me, isAdmin }: { subject: MomSubject; vote: MomVote; me: number; isAdmin: boolean }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const [effects] = useState(() => momVoteEffects(http, queryClient, subject));
  const actor = useMachineActor(() => ({
    logic: momVoteMachine.provide({
      actors: {
        saveBallot: fromPromise<MomVote, { voteId: number; ballot: MomBallotRequest }>(({ input }) => effects.saveBallot(input)),
        closeVote: fromPromise<MomVote, { voteId: number }>(({ input }) => effects.closeVote(input)),
      },
    }),
    options: { input: { vote, me } },
  }));
  // A newer read (a refetch after a refusal, another device's ballot) reaches the machine.
  useEffect(() => actor.send({ type: 'vote.synced', vote }), [actor, vote]);
  const state = useSelector(actor, (s) => ({
    closed: s.matches('closed'),
    saving: s.matches({ open: 'saving' }),
    closing: s.matches({ open: 'closing' }),
    draft: s.context.draft,
    failure: s.context.failure,
    shown: s.context.vote,
  }));
  const confirmClose = useConfirm();

  useEffect(() => {
    if (state.failure === null) return;
    toast.error(messages.toast.failure(state.failure.call === 'close' ? m.closeFailed : m.saveFailed, errorJson(state.failure.error)));
    // The vote may have closed meanwhile (409 13002): read it again.
    void queryClient.invalidateQueries({ queryKey: momVoteQuery(http, subject).queryKey });
  }, [state.failure, queryClient, http, subject]);

  const shown = state.shown;
  const voters = shown.voters;
  const voted = voters.filter((v) => v.voted);
  const waiting = voters.filter((v) => !v.voted);
  const isVoter = voters.some((v) => v.userId === me);
  const options = [
    { value: '', label: m.nobody },
    ...shown.candidates.filter((c) => c.userId !== me).map((c) => ({ value: String(c.userId), label: c.guest ? m.guest(c.name) : c.name })),
  ];
  const submittable = ballotOf(state.draft, shown, me) !== null;

  return (
    <Section
      title={m.heading}
      className={css.section}
      aside={
        <Tag tone={state.closed ? 'neutral' : 'green'}>
          {state.closed ? m.closedAt(when(shown.closedAt ?? shown.closesAt)) : m.closesAt(when(shown.closesAt))}
        </Tag>
      }
    >
      {state.closed ? (
        <MomResult vote={shown} isAdmin={isAdmin} shareCard={effects.shareCard} />
      ) : (
        <>
          <p className={css.muted}>{m.lead}</p>
          {shown.canVote ? (
            <form
              className={css.form}
              aria-label={m.heading}
              onSubmit={(e) => {
                e.preventDefault();
                actor.send({ type: 'ballot.submit' });
              }}
            >
              <div className={css.picks}>
                {rankOrder.map((rank) => (
                  <Select
                    key={rank}
                    label={m.ranks[rank]}
                    options={options}
                    placeholder={m.pickPlaceholder}
                    value={state.draft[rank] === null ? null : String(state.draft[rank])}
                    onChange={(value) => actor.send({ type: 'ballot.pick', rank, userId: value ? Number(value) : null })}
                    isDisabled={state.saving}
                  />
                ))}
              </div>
              {state.draft.first === null ? <p className={css.muted}>{m.needFirst}</p> : null}
              <div className={css.actions}>
                <Button type="submit" isDisabled={!submittable || state.saving}>
                  {shown.myBallot ? m.change : m.submit}
                </Button>
                {shown.myBallot ? <p className={css.muted}>{m.saved}</p> : null}
              </div>
            </form>
          ) : !isVoter ? (
            <p className={css.note}>{m.notVoter}</p>
          ) : null}
          <p className={css.subheading}>{m.turnout(voted.length, voters.length)}</p>
          {voted.length > 0 ? <NameTags label={m.votedList} people={voted} tone="blue" /> : null}
          {isAdmin ? (
            <>
              <p className={css.subheading}>{m.notVotedHeading}</p>
              {waiting.length === 0 ? <p className={css.muted}>{m.notVotedNone}</p> : <NameTags label={m.notVotedHeading} people={waiting} tone="outline" />}
              <div className={css.actions}>
                {waiting.length > 0 ? (
                  <CopyLinkButton variant="secondary" text={m.notVotedText(waiting.map((v) => v.name))} copied={m.copied} failed={m.copyFailed}>
                    {m.copyNotVoted}
                  </CopyLinkButton>
                ) : null}
                <Button variant="secondary" onPress={() => confirmClose.ask()} isDisabled={state.closing}>
                  {m.close}
                </Button>
              </div>
              <ConfirmDialog
                title={m.closeTitle}
                {...confirmClose.dialogProps}
                confirmLabel={m.closeConfirm}
                onConfirm={() => {
                  confirmClose.close();
                  actor.send({ type: 'vote.close' });
                }}
                isPending={state.closing}
              >
                {m.closeBody}
              </ConfirmDialog>
            </>
          ) : null}
        </>
      )}
    </Section>
  );
}

function MomResult({ vote, isAdmin, shareCard }: { vote: MomVote; isAdmin: boolean; shareCard: (voteId: number) => Promise<{ url: string }> }) {
  const result = vote.result;
  if (!result) return null;
  if (!result.counted) return <p className={css.note}>{m.notCounted(vote.ballotCount)}</p>;
  if (result.winners.length === 0) return <p className={css.note}>{m.noWinner}</p>;
  return (
    <>
      <p className={css.winner}>{m.winner(result.winners.map((w) => w.name))}</p>
      <ol className={css.table} aria-label={m.tableLabel}>
        {result.table.map((line) => (
          <li key={line.userId} className={css.tableRow}>
            <span>{line.name}</span>
            <span>{m.points(line.points)}</span>
          </li>
        ))}
      </ol>
      {isAdmin ? (
        <div className={css.actions}>
          <Button
            variant="secondary"
            onPress={async () => {
              try {
                const link = await shareCard(vote.id);
                if (await copyText(link.url)) toast.success(m.cardCopied);
                else toast.error(m.copyFailed);
              } catch (error) {
                toast.error(messages.toast.failure(m.cardFailed, errorJson(error)));
              }
            }}
          >
            {m.shareCard}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** A list of people as tags: who voted, and (for admins) who has not yet. */
function NameTags({ label, people, tone }: { label: string; people: readonly { userId: number; name: string }[]; tone: 'blue' | 'outline' }) {
  return (
    <ul className={css.names} aria-label={label}>
      {people.map((v) => (
        <li key={v.userId}>
          <Tag tone={tone}>{v.name}</Tag>
        </li>
      ))}
    </ul>
  );
}
