/**
 * `/register`: a signed-in PENDING person completes the profile (name prefilled from the user, and an
 * optional photo uploaded through POST /api/v1/s3/images);
 * then on to the page they wanted before sign-in (e.g. an invite link), else /teams/select.
 * An ACTIVE person is sent on to their team (or /teams/select).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { Button } from '#src/components/ui/button.tsx';
import { CenteredPage, centeredPageStyles as css } from '#src/components/ui/centered-page.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { UploadImageField } from '#src/components/common/upload-image-field.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useSessionState } from '#src/lib/account.ts';
import { userQuery } from '#src/lib/queries/users.ts';
import { useHomePath } from '#src/lib/current-team.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { BadRequestError } from '#src/lib/http/errors.ts';
import { useImageUpload } from '#src/lib/image-upload.ts';
import { messages } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import { completeProfileMutation } from './api/profile.ts';
import { takeLoginRedirect } from './login-state.ts';

export function RegisterPage() {
  const { lifecycle, userId } = useSessionState();
  const home = useHomePath();
  if (lifecycle === 'ACTIVE') return home ? <Redirect to={home} replace /> : <Loading fullScreen />;
  if (userId === null) return <Loading fullScreen />;
  return <RegisterForm userId={userId} />;
}

function RegisterForm({ userId }: { userId: number }) {
  const m = messages.register;
  const { http, session, storage } = useServices();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const user = useQuery(userQuery(http, userId));
  const [name, setName] = useState<string | null>(null);
  /** undefined: not touched, the account's photo (e.g. from Kakao) stays. */
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const upload = useImageUpload(setPhoto);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const complete = useMutation(completeProfileMutation(http, queryClient, userId));

  function onCompleted() {
    // Leave /register before the lifecycle flips, so this page does not redirect on its own. A new
    // person who came by a link (an invite: /teams/join?code=…) goes on to it, code and all.
    navigate(takeLoginRedirect(storage) ?? '/teams/select', { replace: true });
    session.markProfileCompleted();
    toast.success(m.success);
  }

  function onRefused(error: Error) {
    if (error instanceof BadRequestError) {
      setFieldErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message])));
    }
    toast.error(messages.toast.failure(m.failed, errorJson(error)));
  }

  if (user.isPending) return <Loading fullScreen />;
  const value = name ?? user.data?.userName ?? '';
  const photoValue = photo === undefined ? (user.data?.profileImg ?? null) : photo;

  return (
    <CenteredPage>
      <h1 className={css.heading}>{m.heading}</h1>
      <p className={css.lead}>{m.lead}</p>
      <Form
        validationErrors={fieldErrors}
        onSubmit={(event) => {
          event.preventDefault();
          setFieldErrors({});
          complete.mutate({ name: value.trim(), profileImg: photoValue }, { onSuccess: onCompleted, onError: onRefused });
        }}
      >
        <TextField name="name" label={m.name} value={value} onChange={setName} isRequired maxLength={30} autoComplete="name" />
        <UploadImageField
          label={m.photo}
          shape="round"
          value={photoValue}
          upload={upload}
          onRemove={() => setPhoto(null)}
          errorMessage={fieldErrors.profileImg}
        />
        <Button type="submit" variant="primary" size="lg" fullWidth isPending={complete.isPending} isDisabled={upload.isUploading}>
          {m.submit}
        </Button>
      </Form>
    </CenteredPage>
  );
}
