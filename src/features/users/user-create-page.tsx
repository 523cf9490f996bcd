/**
 * `/users/create` (유저 생성): a team admin creates a person who never signs in (a guest player)
 * for one of the teams they run: one createUser call with the team, which makes the guest that
 * team's and adds it (decision 028), so no half-done person is left when something fails. A refusal
 * shows the server's Korean reason in the form; others see why they cannot.
 */
import { CreateUserRequest } from '#contract/users.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import * as v from 'valibot';
import { Button } from '#src/components/ui/button.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { UploadImageField } from '#src/components/common/upload-image-field.tsx';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { BadRequestError, HttpError } from '#src/lib/http/errors.ts';
import { useImageUpload } from '#src/lib/image-upload.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import { createGuestMutation, type CreateGuestVariables } from './api/users.ts';
import * as css from './user-create.css.ts';
import { Section } from '#src/components/common/section.tsx';

type Errors = Partial<Record<'name' | 'profileImg' | 'teamId', string>>;

export function UserCreatePage() {
  const m = messages.userCreate;
  const { teams, currentTeam, isLoading } = useCurrentTeam();
  const adminTeams = teams.filter((t) => t.teamRole === 'TEAM_ADMIN');

  if (isLoading) return <Loading />;
  if (adminTeams.length === 0) {
    return (
      <div className={css.page}>
        <Section title={m.notAdminHeading} headingId="user-create-denied" className={css.card}>
          <p className={css.muted}>{m.notAdminBody}</p>
          <div className={css.actions}>
            <ButtonLink variant="primary" href="/teams/create">
              {m.createTeam}
            </ButtonLink>
          </div>
        </Section>
      </div>
    );
  }
  const preferred = adminTeams.find((t) => t.id === currentTeam?.id) ?? adminTeams[0];
  return <UserCreateForm adminTeams={adminTeams} defaultTeamId={preferred.id} />;
}

function UserCreateForm({ adminTeams, defaultTeamId }: { adminTeams: { id: number; name: string; isTemp: boolean }[]; defaultTeamId: number }) {
  const m = messages.userCreate;
  const { http } = useServices();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [teamId, setTeamId] = useState<number>(defaultTeamId);
  const [errors, setErrors] = useState<Errors>({});
  /** A refusal the server explained (e.g. no longer an admin of the team): its own Korean words. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useImageUpload(setPhoto);

  const create = useMutation(createGuestMutation(http, queryClient));

  function onCreated(_created: unknown, body: CreateGuestVariables) {
    toast.success(m.success(body.name));
    navigate(`/teams/${body.teamId}/players`);
  }

  function onRefused(error: Error) {
    if (error instanceof BadRequestError && error.fieldErrors.length > 0) {
      const next: Errors = {};
      for (const f of error.fieldErrors) {
        const key = f.field.split('.')[0];
        if ((key === 'name' || key === 'profileImg' || key === 'teamId') && !next[key]) next[key] = f.message;
      }
      setErrors(next);
    } else if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 401) {
      setRefusal(error.message);
    }
    toast.error(messages.toast.failure(m.failed, errorJson(error)));
  }

  return (
    <div className={css.page}>
      <Section title={m.heading} headingId="user-create-heading" className={css.card}>
        <p className={css.muted}>{m.lead}</p>
        <p className={css.muted}>{m.signInPeopleJoinByInvite}</p>
        <Form
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = v.safeParse(CreateUserRequest, { name, profileImg: photo });
            if (!parsed.success) {
              const flat = v.flatten<typeof CreateUserRequest>(parsed.issues).nested ?? {};
              setErrors({ name: flat.name?.[0], profileImg: flat.profileImg?.[0] });
              return;
            }
            setErrors({});
            setRefusal(null);
            create.mutate({ ...parsed.output, teamId }, { onSuccess: onCreated, onError: onRefused });
          }}
        >
          <TextField
            name="name"
            label={m.name}
            value={name}
            onChange={(value) => {
              setName(value);
              setErrors((e) => ({ ...e, name: undefined }));
            }}
            errorMessage={errors.name}
            isRequired
            autoComplete="off"
          />
          <UploadImageField label={m.photo} shape="round" value={photo} upload={upload} onRemove={() => setPhoto(null)} errorMessage={errors.profileImg} />
          <Select
            label={m.team}
            options={adminTeams.map((t) => ({ value: String(t.id), label: teamDisplayName(t) }))}
            value={String(teamId)}
            onChange={(value) => {
              if (value) setTeamId(Number(value));
            }}
            errorMessage={errors.teamId}
          />
          {refusal ? (
            <p role="alert" className={css.error}>
              {refusal}
            </p>
          ) : null}
          <Button type="submit" variant="primary" size="lg" fullWidth isPending={create.isPending} isDisabled={upload.isUploading}>
            {m.submit}
          </Button>
        </Form>
      </Section>
    </div>
  );
}
