/**
 * 경기 요청: the matches other teams registered against this team, waiting for its admins (decision
 * 029). Each shows who asks, when, where and what kind; 수락 puts it in the team's records, 거절
 * (after a confirmation) keeps it out. Rendered for the team's admins only; nothing when none wait.
 */
import { errorCodes } from '#contract/error-codes.ts';
import type { MatchListItem } from '#contract/matches.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { Tag } from '#src/components/ui/tag.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useSessionState } from '#src/lib/account.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { longDate, shortTime } from '#src/lib/match-format.ts';
import { messages } from '#src/lib/messages.ts';
import { matchRequestMessages } from '#src/lib/messages/match-requests.ts';
import { useServices } from '#src/lib/services.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { matchRequestsQuery } from '#src/lib/queries/match-requests.ts';
import { answerMatchRequestMutation } from '../api/match-requests.ts';
import { Fact } from '#src/components/common/fact.tsx';
import * as css from '../match-records.css.ts';
import { FailureNote } from '#src/components/common/failure-note.tsx';
import { Section } from '#src/components/common/section.tsx';

const m = matchRequestMessages;
const labels = messages.matchLabels;

/** Refusals whose own sentence says it all (answered meanwhile, not an admin, gone). */
const explained = new Set<number>([
  errorCodes.MATCH_REQUEST_ANSWERED.code,
  errorCodes.NOT_MATCH_REQUEST_ADMIN.code,
  errorCodes.NOT_TEAM_MEMBER.code,
  errorCodes.NOTFOUND_MATCH.code,
]);

function failureText(action: string, error: unknown): string {
  if (error instanceof HttpError && error.code !== null && explained.has(error.code)) return error.message;
  return messages.toast.failure(action, errorJson(error));
}

const requesterOf = (r: MatchListItem) => (r.ownerTeamId === r.homeTeamId ? r.homeTeamName : r.awayTeamName);

function RequestItem({ request, busy, onAccept, onDecline }: { request: MatchListItem; busy: boolean; onAccept: () => void; onDecline: () => void }) {
  const titleId = useId();
  return (
    <li className={css.requestItem} aria-labelledby={titleId}>
      <h3 id={titleId} className={css.requestTitle}>
        {request.title}
      </h3>
      <p className={css.requestFrom}>
        <Tag tone="blue">{labels.types[request.matchType]}</Tag>
        <span>{m.requestedBy(requesterOf(request))}</span>
      </p>
      <dl className={css.requestFacts}>
        <Fact label={m.opponent} bare>
          {requesterOf(request)}
        </Fact>
        <Fact label={m.date} bare>
          {longDate(request.matchDate)}
        </Fact>
        <Fact label={m.time} bare>
          {shortTime(request.plannedStartTime)}
        </Fact>
        <Fact label={m.stadium} bare>
          {request.stadium}
        </Fact>
      </dl>
      <div className={css.requestButtons}>
        <Button variant="secondary" onPress={onDecline} isDisabled={busy} aria-label={m.declineLabel(request.title)}>
          <X aria-hidden className={iconSmall} />
          {m.decline}
        </Button>
        <Button variant="primary" onPress={onAccept} isDisabled={busy} aria-label={m.acceptLabel(request.title)}>
          <Check aria-hidden className={iconSmall} />
          {m.accept}
        </Button>
      </div>
    </li>
  );
}

export function MatchRequestsPanel({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const requests = useQuery(matchRequestsQuery(http, teamId));
  const { userId } = useSessionState();
  const accept = useMutation(answerMatchRequestMutation(http, queryClient, 'accept', userId));
  const decline = useMutation(answerMatchRequestMutation(http, queryClient, 'decline', userId));
  const refusal = useConfirm<MatchListItem>();

  if (requests.isError) return <FailureNote message={m.loadFailed} onRetry={() => void requests.refetch()} />;
  if (!requests.data || requests.data.length === 0) return null;

  const busy = accept.isPending || decline.isPending;
  const onAccept = (request: MatchListItem) =>
    accept.mutate(request, {
      onSuccess: () => toast.success(m.accepted(request.title)),
      onError: (error) => toast.error(failureText(m.acceptFailed, error)),
    });
  const onDecline = () => {
    const request = refusal.about;
    if (!request) return;
    decline.mutate(request, {
      onSuccess: () => toast.success(m.declined(request.title)),
      onError: (error) => toast.error(failureText(m.declineFailed, error)),
      onSettled: () => refusal.close(),
    });
  };

  return (
    <Section
      title={
        <>
          {m.panelHeading} <span className={css.muted}>{m.count(requests.data.length)}</span>
        </>
      }
      className={css.summary}
    >
      <p className={css.muted}>{m.panelLead}</p>
      <ul className={css.requestList}>
        {requests.data.map((request) => (
          <RequestItem key={request.id} request={request} busy={busy} onAccept={() => onAccept(request)} onDecline={() => refusal.ask(request)} />
        ))}
      </ul>
      <ConfirmDialog
        title={m.declineTitle}
        {...refusal.dialogProps}
        confirmLabel={m.declineConfirm}
        cancelLabel={m.back}
        onConfirm={onDecline}
        destructive
        isPending={decline.isPending}
      >
        {refusal.about ? m.declineBody(requesterOf(refusal.about), refusal.about.title) : null}
      </ConfirmDialog>
    </Section>
  );
}
