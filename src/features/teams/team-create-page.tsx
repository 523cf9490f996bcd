/**
 * `/teams/create` (팀 등록): the team form with a draft in sessionStorage. On success the new team
 * becomes current, my teams are refreshed and the person lands on the team's profile.
 */
import type { TeamWriteRequest } from '#contract/teams.ts';
import type { MyTeam } from '#contract/users.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { DraftRestoredNote } from '#src/components/common/draft-restored-note.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useSessionState } from '#src/lib/account.ts';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import { createTeamMutation } from './api/teams.ts';
import { TeamForm } from './components/team-form.tsx';
import { teamDraft } from './team-draft.ts';
import { useFormDraft } from '#src/lib/use-form-draft.ts';
import { emptyTeamForm, teamFieldErrorsFrom, type FieldErrors } from './team-form-values.ts';
import * as css from './team-pages.css.ts';

export function TeamCreatePage() {
  const m = messages.teamCreate;
  const { http } = useServices();
  const queryClient = useQueryClient();
  const { userId } = useSessionState();
  const { setCurrentTeamId } = useCurrentTeam();
  const [, navigate] = useLocation();
  const form = useFormDraft(teamDraft);
  const create = useMutation(createTeamMutation(http, queryClient, userId));

  async function submit(request: TeamWriteRequest): Promise<FieldErrors | null> {
    let team: MyTeam;
    try {
      team = await create.mutateAsync(request);
    } catch (error) {
      const fieldErrors = teamFieldErrorsFrom(error);
      if (!fieldErrors) toast.error(messages.toast.failure(m.failed, errorJson(error)));
      return fieldErrors;
    }
    teamDraft.clear();
    // The mutation has put the new team among my teams, which the team guard reads.
    setCurrentTeamId(team.id);
    toast.success(m.success);
    navigate(`/teams/${team.id}`);
    return null;
  }

  return (
    <div className={css.page}>
      <p className={css.lead}>{m.lead}</p>
      {form.restored ? <DraftRestoredNote /> : null}
      <TeamForm
        key={form.key}
        initialValues={form.initial ?? emptyTeamForm}
        submitLabel={messages.teamForm.submitCreate}
        onSubmit={submit}
        isSubmitting={create.isPending}
        onValuesChange={teamDraft.write}
        onReset={form.reset}
      />
    </div>
  );
}
