/**
 * `/v/{token}` (오늘의 조끼, decision 080): a scrimmage's sides for anyone holding the link, signed in
 * or not — the team's name, the day and ground, each side's vest and its players' names (a withdrawn
 * member reads 탈퇴한 회원; the server says what a card may show). A link that names no card (404) or
 * one past its week (410) says so in place.
 */
import type { PublicVestCard } from '#contract/scrimmage-extras.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import { CenteredPage } from '#src/components/ui/centered-page.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { HttpError, NotFoundError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { scrimmageSetupMessages } from '#src/lib/messages/scrimmage-setup.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import { vestCardKeys } from '#src/lib/queries/keys.ts';
import { useServices, type HttpApi } from '#src/lib/services.tsx';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayerLine, SideCard } from './components/side-card.tsx';
import { seoulDayStart } from './scrimmage-view.ts';
import * as css from './scrimmage.css.ts';

const m = scrimmageSetupMessages.vestCard;

export function vestCardQuery(http: HttpApi, token: string) {
  return queryOptions({
    queryKey: vestCardKeys.card(token),
    queryFn: ({ signal }) => http.call('getPublicVestCard', { params: { token }, signal, navigateOnNotFound: false }),
  });
}

/** 404 12052 (no such card) or 410 12054 (a week past the scrimmage): nothing to read again. */
const isGone = (error: unknown) => error instanceof NotFoundError || isExpired(error);
const isExpired = (error: unknown) => error instanceof HttpError && error.status === 410;

export function VestCardPage({ params }: PageProps) {
  const token = params.token ?? '';
  const { http } = useServices();
  const query = useQuery({ ...vestCardQuery(http, token), retry: (count, error) => !isGone(error) && count < 2 });
  return (
    <CenteredPage wide>
      {isGone(query.error) ? (
        <div className={css.vestCard}>
          <h1 className={css.title}>{isExpired(query.error) ? m.expired : m.gone}</h1>
          <p className={css.muted}>{m.goneLead}</p>
          <p>
            <Link href="/">{messages.common.goHome}</Link>
          </p>
        </div>
      ) : (
        <QueryState query={query} failed={m.loadFailed}>
          {(card) => <VestCard card={card} />}
        </QueryState>
      )}
      <p className={css.muted}>{m.by}</p>
    </CenteredPage>
  );
}

function VestCard({ card }: { card: PublicVestCard }) {
  return (
    <div className={css.vestCard}>
      <header className={css.vestHead}>
        <h1 className={css.title}>{m.title}</h1>
        <p className={css.muted}>{card.teamName}</p>
        <p className={css.muted}>
          <time dateTime={card.startAt}>{seoulDayStart(card.startAt)}</time>
          {card.place ? ` · ${m.place(card.place)}` : ''}
        </p>
      </header>
      <div className={css.sideGrid}>
        {card.sides.map((s) => (
          <SideCard key={s.side} colour={s.vestColour} size={s.names.length}>
            {s.names.map((name, i) => (
              // Names alone (no ids on a public card): two guests may share one, so the place keys them.
              <PlayerLine key={`${i}-${name}`} name={name} keeper={false} />
            ))}
          </SideCard>
        ))}
      </div>
    </div>
  );
}
