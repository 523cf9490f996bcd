/**
 * 오늘의 조끼 for the admin and the runner, once sides exist: one tap turns the card's public link on
 * (`shareVestCard`, decision 080) and hands it to the share sheet where the browser has one (phones,
 * KakaoTalk's in-app browser); elsewhere the link shows with the house's copy button.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { CopyLinkButton } from '#src/components/common/link-buttons.tsx';
import { LinkText } from '#src/components/common/link-text.tsx';
import { Section } from '#src/components/common/section.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { scrimmageSetupMessages } from '#src/lib/messages/scrimmage-setup.ts';
import { useServices } from '#src/lib/services.tsx';
import { canShare, openShareSheet } from '#src/lib/share-sheet.ts';
import { useMutation } from '@tanstack/react-query';
import { Link2, Share2 } from 'lucide-react';
import { useState } from 'react';
import { shareVestCardMutation } from '../api/scrimmage.ts';
import * as css from '../scrimmage.css.ts';

const m = scrimmageSetupMessages.vestCard;

export function VestCardShare({ scrimmage, teamName }: { scrimmage: Scrimmage; teamName: string }) {
  const { http } = useServices();
  const share = useMutation(shareVestCardMutation(http, { teamId: scrimmage.teamId, scrimmageId: scrimmage.id }));
  const [url, setUrl] = useState<string | null>(null);

  function onShare() {
    share.mutate(undefined, {
      onSuccess: async (link) => {
        setUrl(link.url);
        if (canShare() && (await openShareSheet({ title: m.sheetTitle(teamName), text: m.sheetText, url: link.url })) === 'failed') toast.error(m.shareFailed);
      },
      onError: (error) => toast.error(messages.toast.failure(m.shareFailed, errorJson(error))),
    });
  }

  return (
    <Section title={m.title} className={css.section}>
      <p className={css.muted}>{m.lead}</p>
      <div className={css.actions}>
        <Button variant="secondary" onPress={onShare} isDisabled={share.isPending}>
          <Share2 aria-hidden className={iconSmall} />
          {m.share}
        </Button>
        {url ? (
          <CopyLinkButton variant="secondary" text={url} copied={m.copied} failed={m.copyFailed}>
            <Link2 aria-hidden className={iconSmall} />
            {m.copy}
          </CopyLinkButton>
        ) : null}
      </div>
      {url ? <LinkText url={url} label={m.linkLabel} /> : null}
    </Section>
  );
}
