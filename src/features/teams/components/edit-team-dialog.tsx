/** The team profile's edit dialog: the team form in a dialog, loaded only when an admin opens it (team-profile-page.tsx). */
import type { Team, TeamWriteRequest } from '#contract/teams.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useSessionState } from '#src/lib/account.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import { updateTeamMutation } from '../api/teams.ts';
import { formValuesFromTeam, teamFieldErrorsFrom, type FieldErrors } from '../team-form-values.ts';
import { TeamForm } from './team-form.tsx';

export function EditTeamDialog({ team, isOpen, onOpenChange }: { team: Team; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const e = messages.teamEdit;
  const { http } = useServices();
  const queryClient = useQueryClient();
  const { userId } = useSessionState();
  const update = useMutation(updateTeamMutation(http, queryClient, team.id, userId));

  async function submit(request: TeamWriteRequest): Promise<FieldErrors | null> {
    try {
      // The form has no temporary flag: keep the team's own.
      await update.mutateAsync({ ...request, isTemp: team.isTemp });
    } catch (error) {
      const fieldErrors = teamFieldErrorsFrom(error);
      if (!fieldErrors) toast.error(messages.toast.failure(e.failed, errorJson(error)));
      return fieldErrors;
    }
    toast.success(e.success);
    onOpenChange(false);
    return null;
  }

  return (
    <AppDialog title={e.title} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!update.isPending} wide>
      {(close) => (
        <TeamForm
          compact
          initialValues={formValuesFromTeam(team)}
          submitLabel={messages.teamForm.submitEdit}
          onSubmit={submit}
          isSubmitting={update.isPending}
          onCancel={close}
        />
      )}
    </AppDialog>
  );
}
