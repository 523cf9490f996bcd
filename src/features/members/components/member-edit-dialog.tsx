/**
 * Edit a member: yourself (your attributes), or anyone as TEAM_ADMIN (and their role). Checked with
 * the contract's TeamMemberUpdateRequest before sending; the server's field errors land on the
 * fields; success and failure are toasts (docs/product.md §8).
 */
import { footTypes, positions, teamRoles, type FootType, type Position, type TeamRole } from '#contract/enums.ts';
import { TeamMemberUpdateRequest, type TeamMember } from '#contract/teams.ts';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { FormButtons } from '#src/components/ui/form-buttons.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { NumberField } from '#src/components/ui/number-field.tsx';
import { BackNumberField } from '#src/components/common/member-bits.tsx';
import { Select, type SelectOption } from '#src/components/ui/select.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { BadRequestError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { membersMessages } from '#src/lib/messages/members.ts';
import { useServices } from '#src/lib/services.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { updateMemberMutation } from '../api/members.ts';
import * as css from '../members.css.ts';

const e = membersMessages.edit;
const NONE = 'NONE';
const positionOptions: SelectOption[] = [{ value: NONE, label: e.noneOption }, ...positions.map((p) => ({ value: p, label: p }))];
const footOptions: SelectOption[] = [{ value: NONE, label: e.noneOption }, ...footTypes.map((f) => ({ value: f, label: membersMessages.foot[f] }))];
const roleOptions: SelectOption[] = teamRoles.map((r) => ({ value: r, label: messages.roles[r] }));

type Errors = Record<string, string>;

interface Draft {
  name: string;
  backNumber: number;
  position: string;
  foot: string;
  height: number;
  weight: number;
  birthYear: number;
  teamRole: TeamRole;
}

function draftOf(member: TeamMember): Draft {
  return {
    name: member.name,
    backNumber: member.backNumber ?? NaN,
    position: member.position ?? NONE,
    foot: member.foot ?? NONE,
    height: member.height ?? NaN,
    weight: member.weight ?? NaN,
    birthYear: member.birthYear ?? NaN,
    teamRole: member.teamRole,
  };
}

const orNull = (n: number) => (Number.isNaN(n) ? null : n);

/** The request body for a draft; the role only when the editor may change it. */
export function requestOf(draft: Draft, withRole: boolean): TeamMemberUpdateRequest {
  return {
    name: draft.name,
    backNumber: orNull(draft.backNumber),
    position: draft.position === NONE ? null : (draft.position as Position),
    foot: draft.foot === NONE ? null : (draft.foot as FootType),
    height: orNull(draft.height),
    weight: orNull(draft.weight),
    birthYear: orNull(draft.birthYear),
    ...(withRole ? { teamRole: draft.teamRole } : {}),
  };
}

/** valibot issues → { field: first message }. */
function issuesToErrors(issues: v.BaseIssue<unknown>[]): Errors {
  const out: Errors = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** Server field errors carry dotted paths ('body.backNumber'); the last part names our field. */
function fieldErrorsToErrors(fieldErrors: { field: string; message: string }[]): Errors {
  const out: Errors = {};
  for (const fe of fieldErrors) {
    const key = fe.field.split('.').pop() ?? fe.field;
    if (!out[key]) out[key] = fe.message;
  }
  return out;
}

const inputFields = ['name', 'backNumber', 'height', 'weight', 'birthYear'];

export interface MemberEditDialogProps {
  teamId: number;
  member: TeamMember;
  canEditRole: boolean;
  viewerId: number | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MemberEditDialog({ isOpen, onOpenChange, ...rest }: MemberEditDialogProps) {
  return (
    <AppDialog title={e.title} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => <EditForm {...rest} onDone={close} />}
    </AppDialog>
  );
}

function EditForm({ teamId, member, canEditRole, viewerId, onDone }: Omit<MemberEditDialogProps, 'isOpen' | 'onOpenChange'> & { onDone: () => void }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(member));
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation(updateMemberMutation(http, queryClient, teamId, viewerId));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...restErrors }) => restErrors);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = requestOf(draft, canEditRole);
    const checked = v.safeParse(TeamMemberUpdateRequest, body);
    if (!checked.success) {
      setErrors(issuesToErrors(checked.issues));
      return;
    }
    setErrors({});
    mutation.mutate(
      { userId: member.userId, body: checked.output },
      {
        onSuccess: () => {
          toast.success(e.success);
          onDone();
        },
        onError: (error) => {
          if (error instanceof BadRequestError && error.fieldErrors.length > 0) setErrors(fieldErrorsToErrors(error.fieldErrors));
          toast.error(messages.toast.failure(e.failed, errorJson(error)));
        },
      },
    );
  };

  const otherErrors = Object.entries(errors).filter(([key]) => !inputFields.includes(key));
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" validationErrors={errors}>
      {hasErrors ? (
        <p role="alert" className={css.formError}>
          {e.fixErrors}
          {otherErrors.map(([key, message]) => (
            <span key={key}>
              <br />
              {message}
            </span>
          ))}
        </p>
      ) : null}
      <div className={css.formGrid}>
        <div className={css.full}>
          <TextField label={e.name} name="name" value={draft.name} onChange={(value) => set('name', value)} maxLength={30} isRequired />
        </div>
        <BackNumberField
          label={e.backNumber}
          name="backNumber"
          value={draft.backNumber}
          onChange={(n) => set('backNumber', n)}
          description={e.backNumberHint}
        />
        <NumberField label={e.birthYear} name="birthYear" value={draft.birthYear} onChange={(n) => set('birthYear', n)} whole />
        <Select label={e.position} options={positionOptions} value={draft.position} onChange={(value) => set('position', value ?? NONE)} />
        <Select label={e.foot} options={footOptions} value={draft.foot} onChange={(value) => set('foot', value ?? NONE)} />
        <NumberField label={e.height} name="height" value={draft.height} onChange={(n) => set('height', n)} />
        <NumberField label={e.weight} name="weight" value={draft.weight} onChange={(n) => set('weight', n)} />
        {canEditRole ? (
          <div className={css.full}>
            <Select label={e.role} options={roleOptions} value={draft.teamRole} onChange={(value) => value && set('teamRole', value as TeamRole)} />
          </div>
        ) : null}
      </div>
      <FormButtons cancelLabel={e.cancel} onCancel={onDone} submitLabel={e.save} isDisabled={mutation.isPending} />
    </Form>
  );
}
