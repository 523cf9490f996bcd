import type { MatchState } from '#contract/enums.ts';
import { isInPlay } from '#machines/match.clock.ts';
import { Tag } from '#src/components/ui/tag.tsx';
import type { LiveStatus } from '#src/lib/live-stream.ts';
import { TeamEmblem, type TeamEmblemProps } from '#src/components/ui/team-emblem.tsx';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import * as css from '../match-record.css.ts';
import { selectLive, selectPending, selectRetrying, type RecorderActor } from '#machines/recorder.machine.ts';
import { useSelector } from '@xstate/react';
import { memo } from 'react';

const m = matchRecordMessages;
const labels = messages.matchLabels;

/** A side as the board shows it: its emblem, and its name with '[임시]' for a temporary team. */
type BoardTeam = TeamEmblemProps['team'] & { isTemp: boolean };

interface ScoreCardProps {
  home: BoardTeam;
  away: BoardTeam;
  /** Goals, home then away. */
  score: readonly [number, number];
  state: MatchState;
  /** Whether the browser is online. */
  online: boolean;
  /**
   * The recorder: where this phone's writes stand (the outbox's waiting writes, a retry under way) and
   * the live stream (the other admin's writes; null when not following it), read here so that their
   * changes draw the board alone (decision 101).
   */
  recorder: RecorderActor;
}

/**
 * The record screen's score board and its status line (the match state, offline, 전송 대기 n건 / 모두 전송됨,
 * the live stream). A tap that is not a goal moves only the status line (its write waits, then is sent):
 * the board is drawn again for a goal alone.
 */
export const ScoreCard = memo(function ScoreCard({ home, away, score: [homeGoals, awayGoals], state, online, recorder }: ScoreCardProps) {
  const homeName = teamDisplayName(home);
  const awayName = teamDisplayName(away);
  return (
    <section className={css.card} aria-label={labels.scoreLabel(homeName, homeGoals, awayName, awayGoals)}>
      <ScoreBoard home={home} away={away} homeName={homeName} awayName={awayName} homeGoals={homeGoals} awayGoals={awayGoals} />
      <RecordStatus state={state} online={online} recorder={recorder} />
    </section>
  );
});

interface ScoreBoardProps {
  home: BoardTeam;
  away: BoardTeam;
  /** The sides' names as the card's label says them (teamDisplayName). */
  homeName: string;
  awayName: string;
  homeGoals: number;
  awayGoals: number;
}

const ScoreBoard = memo(function ScoreBoard({ home, away, homeName, awayName, homeGoals, awayGoals }: ScoreBoardProps) {
  return (
    <div className={css.scoreBoard}>
      <div className={css.scoreTeam}>
        <TeamEmblem team={home} size="lg" />
        <span className={css.scoreTeamName}>{homeName}</span>
        <span className={css.muted}>{labels.home}</span>
      </div>
      <p className={css.scoreBig} aria-hidden>
        {labels.score(homeGoals, awayGoals)}
      </p>
      <div className={css.scoreTeam}>
        <TeamEmblem team={away} size="lg" />
        <span className={css.scoreTeamName}>{awayName}</span>
        <span className={css.muted}>{labels.away}</span>
      </div>
    </div>
  );
});

const RecordStatus = memo(function RecordStatus({ state, online, recorder }: Pick<ScoreCardProps, 'state' | 'online' | 'recorder'>) {
  const pending = useSelector(recorder, selectPending);
  const retrying = useSelector(recorder, selectRetrying);
  const live: LiveStatus | null = useSelector(recorder, selectLive);
  return (
    <div className={css.status} role="status">
      <Tag tone={state === 'FINISHED' ? 'neutral' : state === 'SCHEDULED' ? 'outline' : 'blue'}>{labels.states[state]}</Tag>
      {!online ? <Tag tone="red">{m.offline}</Tag> : null}
      {pending > 0 ? <Tag tone="yellow">{m.pending(pending)}</Tag> : <span className={css.muted}>{m.allSent}</span>}
      {retrying && online ? <span className={css.muted}>{m.retrying}</span> : null}
      {live && online && isInPlay(state) ? <span className={css.muted}>{messages.matchLabels.liveStatus[live]}</span> : null}
    </div>
  );
});
