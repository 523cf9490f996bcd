/**
 * `/teams/join` (팀 가입): an invite code → the team it leads to → '가입하기'. An invite link
 * (`/teams/join?code=AB12CD`) fills the code in and looks it up at once.
 */
import type { InviteCodeLookup } from '#contract/teams.ts';
import { InviteCodeLookupRequest } from '#contract/teams.ts';
import type { MyTeam } from '#contract/users.ts';
import { errorCodes } from '#contract/error-codes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'wouter';
import * as v from 'valibot';
import { Button } from '#src/components/ui/button.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { ButtonLink, Link } from '#src/components/ui/link.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useSessionState } from '#src/lib/account.ts';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import { joinTeamMutation, lookupInviteCodeMutation } from './api/teams.ts';
import { formatInstantDate } from './seoul-dates.ts';
import { TeamEmblem } from '#src/components/ui/team-emblem.tsx';
import * as css from './team-pages.css.ts';
import * as joinCss from './team-join.css.ts';
import { Section } from '#src/components/common/section.tsx';

/** Spaces go (people paste codes with them); the contract's schema upper-cases and checks the rest. */
export function parseInviteCode(input: string): { ok: true; code: string } | { ok: false; message: string } {
  const cleaned = input.replace(/\s+/g, '');
  if (cleaned === '') return { ok: false, message: messages.teamJoin.codeRequired };
  const parsed = v.safeParse(InviteCodeLookupRequest, { code: cleaned });
  return parsed.success ? { ok: true, code: parsed.output.code } : { ok: false, message: parsed.issues[0].message };
}

function isCode(error: unknown, name: keyof typeof errorCodes): boolean {
  return error instanceof HttpError && error.code === errorCodes[name].code;
}

export function TeamJoinPage({ search }: { search: Record<string, unknown> }) {
  const m = messages.teamJoin;
  const { http } = useServices();
  const queryClient = useQueryClient();
  const { userId } = useSessionState();
  const { teams, setCurrentTeamId } = useCurrentTeam();
  const [, navigate] = useLocation();
  const linkCode = typeof search.code === 'string' ? search.code : null;
  const [input, setInput] = useState(linkCode ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [found, setFound] = useState<{ code: string; lookup: InviteCodeLookup } | null>(null);
  const [alreadyJoined, setAlreadyJoined] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lookup = useMutation(lookupInviteCodeMutation(http));
  const join = useMutation(joinTeamMutation(http, queryClient, userId));
  const [backToInput, setBackToInput] = useState(false);
  const foundHeading = useRef<HTMLHeadingElement>(null);

  // The view changes under the pressed button: take focus to what it shows now.
  useEffect(() => {
    if (found) foundHeading.current?.focus();
  }, [found, alreadyJoined]);

  function find(raw: string) {
    setFailure(null);
    const parsed = parseInviteCode(raw);
    if (!parsed.ok) {
      setFieldError(parsed.message);
      return;
    }
    setFieldError(null);
    lookup.mutate(parsed.code, {
      onSuccess: (result) => {
        setAlreadyJoined(false);
        setFound({ code: parsed.code, lookup: result });
      },
      onError: (error) => {
        if (isCode(error, 'NOTFOUND_INVITE_CODE') || (error instanceof HttpError && error.status === 404)) setFieldError(m.notFound);
        else if (error instanceof HttpError && error.status === 400) setFieldError(error.fieldErrors[0]?.message ?? error.message);
        else setFailure(m.lookupFailed);
      },
    });
  }

  // An invite link looks its code up once, as soon as the page opens.
  const looked = useRef(false);
  const lookUp = useEffectEvent(find);
  useEffect(() => {
    if (looked.current || !linkCode) return;
    looked.current = true;
    lookUp(linkCode);
  }, [linkCode]);

  async function confirmJoin(code: string) {
    let team: MyTeam;
    try {
      team = await join.mutateAsync(code);
    } catch (error) {
      if (isCode(error, 'ALREADY_JOINED_USER')) setAlreadyJoined(true);
      else if (isCode(error, 'NOTFOUND_INVITE_CODE')) {
        setFound(null);
        setFieldError(m.notFound);
      } else toast.error(messages.toast.failure(m.failed, errorJson(error)));
      return;
    }
    // The mutation has put the team among my teams, which the team guard reads.
    setCurrentTeamId(team.id);
    toast.success(m.success(teamDisplayName(team)));
    navigate(`/teams/${team.id}`);
  }

  if (found) {
    const member = alreadyJoined || teams.some((mine) => mine.id === found.lookup.team.id);
    return (
      <FoundTeam
        found={found}
        member={member}
        headingRef={foundHeading}
        joining={join.isPending}
        onJoin={() => void confirmJoin(found.code)}
        onOtherCode={() => {
          setFound(null);
          setAlreadyJoined(false);
          setBackToInput(true);
        }}
      />
    );
  }

  return (
    <CodeForm
      input={input}
      onInput={(value) => {
        setInput(value);
        setFieldError(null);
      }}
      fieldError={fieldError}
      failure={failure}
      isPending={lookup.isPending}
      autoFocus={backToInput}
      onFind={() => find(input)}
    />
  );
}

/** 초대 코드로 가입: the code, its error or the lookup's failure, and 찾기. */
function CodeForm({
  input,
  onInput,
  fieldError,
  failure,
  isPending,
  autoFocus,
  onFind,
}: {
  input: string;
  onInput: (value: string) => void;
  fieldError: string | null;
  failure: string | null;
  isPending: boolean;
  autoFocus: boolean;
  onFind: () => void;
}) {
  const m = messages.teamJoin;
  return (
    <div className={css.narrowPage}>
      <Section title={m.heading} headingId="join-heading" className={css.panel}>
        <p className={css.muted}>{m.lead}</p>
        <Form validationBehavior="aria" onSend={onFind}>
          <TextField
            name="code"
            label={m.code}
            placeholder={m.codePlaceholder}
            value={input}
            onChange={onInput}
            errorMessage={fieldError ?? undefined}
            autoComplete="off"
            autoFocus={autoFocus}
            isRequired
          />
          {failure ? (
            <p role="alert" className={css.error}>
              {failure}
            </p>
          ) : null}
          <Button type="submit" variant="primary" size="lg" fullWidth isPending={isPending}>
            {m.lookup}
          </Button>
        </Form>
        <p className={css.muted}>
          {m.createInstead} <Link href="/teams/create">{m.createLink}</Link>
        </p>
      </Section>
    </div>
  );
}

/** The team an invite code names: 가입하기, or 팀으로 가기 for a member, and 다른 코드 입력. */
function FoundTeam({
  found,
  member,
  headingRef,
  joining,
  onJoin,
  onOtherCode,
}: {
  found: { code: string; lookup: InviteCodeLookup };
  member: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  joining: boolean;
  onJoin: () => void;
  onOtherCode: () => void;
}) {
  const m = messages.teamJoin;
  const t = found.lookup.team;
  return (
    <div className={css.narrowPage}>
      <section className={css.panel} aria-labelledby="join-found">
        <h2 id="join-found" ref={headingRef} tabIndex={-1} className={css.heading}>
          {member ? m.alreadyMember : m.found}
        </h2>
        <div className={joinCss.team}>
          <TeamEmblem team={t} shape="square" size="xl" decorative={false} />
          <div className={joinCss.teamText}>
            <p className={joinCss.teamName}>{teamDisplayName(t)}</p>
            <p className={css.muted}>{m.memberCount(t.memberCount)}</p>
            <p className={css.muted}>{m.viaCode(found.code)}</p>
            {found.lookup.expiresAt ? <p className={css.muted}>{m.expires(formatInstantDate(found.lookup.expiresAt))}</p> : null}
          </div>
        </div>
        <div className={css.actions}>
          {member ? (
            <ButtonLink variant="primary" size="lg" href={`/teams/${t.id}`}>
              {m.goToTeam}
            </ButtonLink>
          ) : (
            <Button variant="primary" size="lg" isPending={joining} onPress={onJoin}>
              {m.join}
            </Button>
          )}
          <Button variant="ghost" isDisabled={joining} onPress={onOtherCode}>
            {m.otherCode}
          </Button>
        </div>
      </section>
    </div>
  );
}
