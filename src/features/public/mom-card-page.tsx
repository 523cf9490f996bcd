/**
 * `/mom/{token}` (MOM 카드, decision 093): a MOM vote's result for anyone holding the link, signed in
 * or not — the team's name, the opponent's, the day and the MOM names (a withdrawn member reads
 * 탈퇴한 회원; the server says what a card may show). A link that names no card says so in place.
 */
import type { PublicMomCard } from '#contract/mom.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import { CenteredPage } from '#src/components/ui/centered-page.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { NotFoundError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { momMessages as m } from '#src/lib/messages/mom.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import { momCardKeys } from '#src/lib/queries/mom.ts';
import { useServices } from '#src/lib/services.tsx';
import { text } from '#src/styles/text.css.ts';
import { useQuery } from '@tanstack/react-query';

export function MomCardPage({ params }: PageProps) {
  const token = params.token ?? '';
  const { http } = useServices();
  const query = useQuery({
    queryKey: momCardKeys.card(token),
    queryFn: ({ signal }) => http.call('getPublicMomCard', { params: { token }, signal, navigateOnNotFound: false }),
    retry: (count, error) => !(error instanceof NotFoundError) && count < 2,
  });
  return (
    <CenteredPage>
      {query.error instanceof NotFoundError ? (
        <>
          <h1 className={text({ size: 'xl', weight: 'bold' })}>{m.cardMissing}</h1>
          <p>
            <Link href="/">{messages.common.goHome}</Link>
          </p>
        </>
      ) : (
        <QueryState query={query} failed={m.failed}>
          {(card) => <MomCard card={card} />}
        </QueryState>
      )}
    </CenteredPage>
  );
}

function MomCard({ card }: { card: PublicMomCard }) {
  return (
    <>
      <h1 className={text({ size: 'xl', weight: 'bold' })}>{m.cardTitle(card.teamName)}</h1>
      <p className={text({ tone: 'muted' })}>
        {card.day}
        {card.opponentName ? ` · ${m.cardVersus(card.teamName, card.opponentName)}` : ` · ${m.recentScrimmage}`}
      </p>
      <p className={text({ size: 'xl', weight: 'bold' })}>{m.winner(card.names)}</p>
    </>
  );
}
