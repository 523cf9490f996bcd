/**
 * Invite codes: the list (an active code's join link to copy or, on a phone, to share; revoke after
 * confirmation) and the create form.
 */
import type { InviteCode, InviteCodeCreateRequest } from '#contract/teams.ts';
import { CopyLinkButton, ShareSheetButton } from '#src/components/common/link-buttons.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Checkbox } from '#src/components/ui/checkbox.tsx';
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { NumberField } from '#src/components/ui/number-field.tsx';
import { Select, type SelectOption } from '#src/components/ui/select.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { teamAdminMessages } from '#src/lib/messages/team-admin.ts';
import { useServices } from '#src/lib/services.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Plus, Share2, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { createInviteCodeMutation, deleteInviteCodeMutation } from '../api/invite-codes.ts';
import { inviteCodesQuery } from '#src/lib/queries/invite-codes.ts';
import { expiryText, formatDate, inviteLink, inviteShareData, isActive, isExpired, usesText } from '../admin-format.ts';
import * as css from '../team-admin.css.ts';
import { AdminSection } from './admin-section.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';

const t = teamAdminMessages;
const NO_EXPIRY = 'none';
const expiryOptions: SelectOption[] = [...[1, 7, 30].map((n) => ({ value: String(n), label: t.expiryDays(n) })), { value: NO_EXPIRY, label: t.noExpiry }];

function CreateForm({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const [expiry, setExpiry] = useState('7');
  const [unlimited, setUnlimited] = useState(true);
  const [maxUses, setMaxUses] = useState(10);
  const create = useMutation(createInviteCodeMutation(http, queryClient, teamId));
  const headingId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: InviteCodeCreateRequest = {
      expiresInDays: expiry === NO_EXPIRY ? null : Number(expiry),
      maxUses: unlimited || Number.isNaN(maxUses) ? null : maxUses,
    };
    create.mutate(body, {
      onSuccess: (code) => toast.success(t.created(code.code)),
      onError: (error) => toast.error(messages.toast.failure(t.createFailed, errorJson(error))),
    });
  };

  return (
    <form className={css.createForm} onSubmit={onSubmit} aria-labelledby={headingId}>
      <h3 id={headingId} className={`${css.subHeading} ${css.full}`}>
        {t.createHeading}
      </h3>
      <Select label={t.expiry} options={expiryOptions} value={expiry} onChange={(v) => v && setExpiry(v)} />
      <div className={css.usesGroup}>
        <NumberField
          label={t.maxUses}
          value={maxUses}
          onChange={setMaxUses}
          minValue={1}
          maxValue={1000}
          isDisabled={unlimited}
          description={t.maxUsesHint}
          whole
        />
        <Checkbox isSelected={unlimited} onChange={setUnlimited}>
          {t.unlimited}
        </Checkbox>
      </div>
      <div className={css.full}>
        <Button type="submit" variant="primary" isDisabled={create.isPending}>
          <Plus aria-hidden className={iconSmall} />
          {t.create}
        </Button>
      </div>
    </form>
  );
}

function CodeItem({ code, teamName, onRevoke }: { code: InviteCode; teamName: string | null; onRevoke: (code: InviteCode) => void }) {
  const expired = isExpired(code);
  const active = isActive(code);
  return (
    <li className={active ? css.item : `${css.item} ${css.expired}`}>
      <div className={css.itemMain}>
        <div className={css.itemRow}>
          <code className={css.code}>{code.code}</code>
          {expired ? <Tag tone="red">{t.expired}</Tag> : !active ? <Tag tone="red">{t.usedUp}</Tag> : null}
        </div>
        <ul className={css.meta}>
          {!expired ? <li>{expiryText(code)}</li> : null}
          <li>{usesText(code)}</li>
          <li>{t.createdOn(formatDate(code.createdAt))}</li>
        </ul>
      </div>
      <div className={css.actions}>
        {active ? (
          <>
            {/* The join link carries the code. */}
            <CopyLinkButton
              size="sm"
              variant="secondary"
              aria-label={t.copyLinkLabel(code.code)}
              text={inviteLink(code.code)}
              copied={t.linkCopied}
              failed={t.copyFailed}
            >
              <Link2 aria-hidden className={iconSmall} />
              {t.copyLink}
            </CopyLinkButton>
            <ShareSheetButton
              size="sm"
              variant="secondary"
              aria-label={t.shareLabel(code.code)}
              data={() => inviteShareData(code.code, teamName)}
              failed={t.shareFailed}
            >
              <Share2 aria-hidden className={iconSmall} />
              {t.share}
            </ShareSheetButton>
          </>
        ) : null}
        <Button size="sm" variant="ghost" aria-label={t.revokeLabel(code.code)} onPress={() => onRevoke(code)}>
          <Trash2 aria-hidden className={iconSmall} />
          {t.revoke}
        </Button>
      </div>
    </li>
  );
}

export function InviteCodesSection({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const codes = useQuery(inviteCodesQuery(http, teamId));
  // The guard has loaded my teams: the name for the share text comes from there, no extra request.
  const teamName = useCurrentTeam().teams.find((team) => team.id === teamId)?.name ?? null;
  const revoke = useMutation(deleteInviteCodeMutation(http, queryClient, teamId));
  const revocation = useConfirm<InviteCode>();
  const listId = useId();

  const confirmRevoke = () => {
    if (!revocation.about) return;
    revoke.mutate(revocation.about.id, {
      onSuccess: () => toast.success(t.revoked),
      onError: (error) => toast.error(messages.toast.failure(t.revokeFailed, errorJson(error))),
      onSettled: () => revocation.close(),
    });
  };

  return (
    <AdminSection title={t.invitesHeading} lead={t.invitesLead}>
      <CreateForm teamId={teamId} />
      <h3 id={listId} className={css.subHeading}>
        {t.listLabel}
      </h3>
      <QueryState query={codes} failed={t.loadFailed}>
        {(list) =>
          list.length === 0 ? (
            <p className={css.muted}>{t.empty}</p>
          ) : (
            <ul className={css.list} aria-labelledby={listId}>
              {list.map((code) => (
                <CodeItem key={code.id} code={code} teamName={teamName} onRevoke={revocation.ask} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmDialog
        title={t.revokeTitle}
        {...revocation.dialogProps}
        confirmLabel={t.revoke}
        onConfirm={confirmRevoke}
        destructive
        isPending={revoke.isPending}
      >
        {revocation.about ? t.revokeBody(revocation.about.code) : null}
      </ConfirmDialog>
    </AdminSection>
  );
}
