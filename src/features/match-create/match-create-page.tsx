/**
 * `/matches/create` (매치 생성): the match form with a draft in sessionStorage. On success both
 * teams' match lists are refreshed and the person goes straight to the home lineup.
 */
import type { MatchCreateRequest } from '#contract/matches.ts';
import { DraftRestoredNote } from '#src/components/common/draft-restored-note.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useSessionState } from '#src/lib/account.ts';
import { myTeamsQuery } from '#src/lib/queries/users.ts';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { matchCreateMessages } from '#src/lib/messages/match-create.ts';
import { useServices } from '#src/lib/services.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { createMatchMutation } from './api/match-create.ts';
import { MatchForm } from './components/match-form.tsx';
import { matchDraft } from './match-draft.ts';
import { useFormDraft } from '#src/lib/use-form-draft.ts';
import { emptyMatchForm, matchFieldErrorsFrom, type MatchFieldErrors, type MatchFormValues } from './match-form-values.ts';
import * as css from './match-create.css.ts';

const m = matchCreateMessages;

export function MatchCreatePage() {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const { userId } = useSessionState();
  const { currentTeam } = useCurrentTeam();
  const [, navigate] = useLocation();
  const myTeams = useQuery({ ...myTeamsQuery(http, userId ?? 0), enabled: userId !== null });
  const adminTeams = useMemo(() => (myTeams.data ?? []).filter((t) => t.teamRole === 'TEAM_ADMIN' && !t.isTemp), [myTeams.data]);
  const form = useFormDraft(matchDraft);
  const create = useMutation(createMatchMutation(http, queryClient));

  if (myTeams.isPending) return <Loading />;

  // A fresh form starts on the current team when I run it, else on my only admin team.
  const fresh = (): MatchFormValues => {
    const preferred = adminTeams.find((t) => t.id === currentTeam?.id) ?? (adminTeams.length === 1 ? adminTeams[0] : undefined);
    return { ...emptyMatchForm, ownTeamId: preferred?.id ?? null };
  };

  async function submit(request: MatchCreateRequest, values: MatchFormValues): Promise<MatchFieldErrors | null> {
    let created: { id: number };
    try {
      created = await create.mutateAsync(request);
    } catch (error) {
      const fieldErrors = matchFieldErrorsFrom(error, values);
      if (!fieldErrors) toast.error(messages.toast.failure(m.failed, errorJson(error)));
      return fieldErrors;
    }
    matchDraft.clear();
    toast.success(m.success);
    navigate(`/matches/${created.id}/players/edit?matchSide=home`);
    return null;
  }

  return (
    <div className={css.page}>
      <p className={css.muted}>{m.lead}</p>
      {form.restored ? <DraftRestoredNote /> : null}
      {adminTeams.length === 0 ? (
        <p role="alert" className={css.formError}>
          {m.noAdminTeam}
        </p>
      ) : null}
      <MatchForm
        key={form.key}
        initialValues={form.initial ?? fresh()}
        adminTeams={adminTeams}
        onSubmit={submit}
        isSubmitting={create.isPending}
        onValuesChange={matchDraft.write}
        onReset={form.reset}
      />
    </div>
  );
}
