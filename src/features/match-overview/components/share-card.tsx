/**
 * The match's public scoreboard link (decision 057) on the match page. An admin of either team turns
 * it on and off; while it is on, every member of either team may copy it or, on a phone, hand it to
 * the share sheet (a parent on the touchline sends it to the family chat). Off, members see nothing.
 * A match the invited team has not accepted cannot go public (progressRefusal, decision 029): its
 * admins read why instead of a button the server would refuse.
 * Admins also see whose names the link shows — the other side's only once its admins share too —
 * and keep it answering after the 7 days that follow full time (decision 070).
 */
import type { Match } from '#contract/matches.ts';
import { progressRefusal } from '#machines/match.ownership.ts';
import { CopyLinkButton, ShareSheetButton } from '#src/components/common/link-buttons.tsx';
import { LinkText } from '#src/components/common/link-text.tsx';
import { Section } from '#src/components/common/section.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { matchOverviewMessages } from '#src/lib/messages/match-overview.ts';
import { matchShareQuery } from '#src/lib/queries/matches.ts';
import { useServices } from '#src/lib/services.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Radio, Share2, X } from 'lucide-react';
import { longDate } from '#src/lib/match-format.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import { keepShareMutation, switchShareMutation } from '../api/match-overview.ts';
import * as css from '../match-overview.css.ts';

const t = matchOverviewMessages.share;

export function ShareCard({ match, adminSide }: { match: Match; adminSide: 'home' | 'away' | null }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const state = useQuery(matchShareQuery(http, match.id));
  const change = useMutation(switchShareMutation(http, queryClient, match.id));
  const keep = useMutation(keepShareMutation(http, queryClient, match.id));
  const isAdmin = adminSide !== null;
  const turningOff = useConfirm();
  const link = state.data?.link ?? null;
  const waiting = progressRefusal(match) !== null && match.requestState !== 'ACCEPTED' ? match.requestState : null;
  if (waiting) {
    return isAdmin ? (
      <Section title={t.heading}>
        <p className={css.muted}>{t.waits[waiting]}</p>
      </Section>
    ) : null;
  }
  // Members have nothing to do with a link that is off; nor anyone while it is unknown.
  if (!state.data || (!link && !isAdmin)) return null;

  const teams = {
    home: teamDisplayName({ name: match.homeTeamName, isTemp: match.homeTeamIsTemp }),
    away: teamDisplayName({ name: match.awayTeamName, isTemp: match.awayTeamIsTemp }),
  };
  const hidden = link ? (['home', 'away'] as const).filter((side) => !link.namesShown[side]) : [];
  const ourNamesHidden = adminSide !== null && hidden.includes(adminSide);
  const switchTo = (on: boolean, done: string = on ? t.turnedOn : t.turnedOff) =>
    change.mutate(on, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(messages.toast.failure(on ? t.onFailed : t.offFailed, errorJson(error))),
      onSettled: () => turningOff.close(),
    });
  const sheet = () => ({
    title: t.sheetTitle(teams.home, teams.away),
    text: t.sheetText,
    url: link!.url,
  });

  return (
    <Section title={t.heading}>
      <div className={css.shareBody}>
        <p className={css.muted}>{link ? t.onLead : t.offLead}</p>
        {link ? (
          <>
            <LinkText url={link.url} label={t.linkLabel} />
            <div className={css.actions}>
              <CopyLinkButton variant="primary" text={link.url} copied={t.copied} failed={t.copyFailed}>
                <Link2 aria-hidden className={iconSmall} />
                {t.copy}
              </CopyLinkButton>
              <ShareSheetButton variant="secondary" data={sheet} failed={t.shareFailed}>
                <Share2 aria-hidden className={iconSmall} />
                {t.share}
              </ShareSheetButton>
              {isAdmin ? (
                <Button variant="ghost" onPress={() => turningOff.ask()} isDisabled={change.isPending}>
                  <X aria-hidden className={iconSmall} />
                  {t.turnOff}
                </Button>
              ) : null}
            </div>
            {isAdmin ? (
              <>
                {hidden
                  .filter((side) => side !== adminSide)
                  .map((side) => (
                    <p key={side} className={css.muted}>
                      {t.initialsOf(teams[side])}
                    </p>
                  ))}
                {ourNamesHidden ? (
                  <div className={css.actions}>
                    <p className={css.muted}>{t.showOurNamesLead}</p>
                    <Button variant="secondary" onPress={() => switchTo(true, t.namesShown)} isDisabled={change.isPending}>
                      {t.showOurNames}
                    </Button>
                  </div>
                ) : null}
                <Switch
                  isSelected={link.keep}
                  isDisabled={keep.isPending}
                  onChange={(value) => keep.mutate(value, { onError: (error) => toast.error(messages.toast.failure(t.keepFailed, errorJson(error))) })}
                  description={link.keep ? t.keepOn : t.keepOff(link.expiresAt ? longDate(seoulDate(link.expiresAt)) : null)}
                >
                  {t.keep}
                </Switch>
              </>
            ) : null}
          </>
        ) : (
          <div className={css.actions}>
            <Button variant="secondary" onPress={() => switchTo(true)} isDisabled={change.isPending}>
              <Radio aria-hidden className={iconSmall} />
              {t.turnOn}
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        title={t.offTitle}
        {...turningOff.dialogProps}
        confirmLabel={t.offConfirm}
        onConfirm={() => switchTo(false)}
        destructive
        isPending={change.isPending}
      >
        {t.offBody}
      </ConfirmDialog>
    </Section>
  );
}
