/**
 * `/register`: a signed-in PENDING person completes the profile (name, prefilled from the user);
 * an ACTIVE person is sent on to their team (or /teams/select).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { Button } from '#src/components/ui/button.tsx';
import { CenteredPage, centeredPageStyles as css } from '#src/components/ui/centered-page.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { accountKeys, userQuery, useSessionState } from '#src/lib/account.ts';
import { useHomePath } from '#src/lib/current-team.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { BadRequestError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';

export function RegisterPage() {
  const { lifecycle, userId } = useSessionState();
  const home = useHomePath();
  if (lifecycle === 'ACTIVE') return home ? <Redirect to={home} replace /> : <Loading fullScreen />;
  if (userId === null) return <Loading fullScreen />;
  return <RegisterForm userId={userId} />;
}

function RegisterForm({ userId }: { userId: number }) {
  const m = messages.register;
  const { http, session } = useServices();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const user = useQuery(userQuery(http, userId));
  const [name, setName] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const complete = useMutation({
    mutationFn: (value: string) => http.call('completeProfile', { params: { id: userId }, body: { name: value } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(accountKeys.user(userId), updated);
      // Leave /register before the lifecycle flips, so this page does not redirect on its own.
      navigate('/teams/select', { replace: true });
      session.markProfileCompleted();
      toast.success(m.success);
    },
    onError: (error) => {
      if (error instanceof BadRequestError) {
        setFieldErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message])));
      }
      toast.error(messages.toast.failure(m.failed, errorJson(error)));
    },
  });

  if (user.isPending) return <Loading fullScreen />;
  const value = name ?? user.data?.userName ?? '';

  return (
    <CenteredPage>
      <h1 className={css.heading}>{m.heading}</h1>
      <p className={css.lead}>{m.lead}</p>
      <Form
        validationErrors={fieldErrors}
        onSubmit={(event) => {
          event.preventDefault();
          setFieldErrors({});
          complete.mutate(value.trim());
        }}
      >
        <TextField
          name="name"
          label={m.name}
          value={value}
          onChange={setName}
          isRequired
          maxLength={30}
          autoComplete="name"
        />
        <Button type="submit" variant="primary" size="lg" fullWidth isPending={complete.isPending}>
          {m.submit}
        </Button>
      </Form>
    </CenteredPage>
  );
}
