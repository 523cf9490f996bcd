/** The 자체전's header: its title and state, the day and times in Seoul, the place, the game length. */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { Tag } from '#src/components/ui/tag.tsx';
import { scrimmageSetupMessages } from '#src/lib/messages/scrimmage-setup.ts';
import { seoulDayTime } from '../scrimmage-view.ts';
import * as css from '../scrimmage.css.ts';

const m = scrimmageSetupMessages;
const stateTones = { CHECK_IN: 'yellow', SIDES: 'blue', PLAYING: 'green', FINISHED: 'neutral' } as const;

export function ScrimmageHeader({ scrimmage }: { scrimmage: Scrimmage }) {
  const when = seoulDayTime(scrimmage.startAt, scrimmage.endAt);
  return (
    <header className={css.header}>
      <div className={css.headerTop}>
        <h1 className={css.title}>{scrimmage.title}</h1>
        <Tag tone={stateTones[scrimmage.state]}>{m.states[scrimmage.state]}</Tag>
      </div>
      <p className={css.muted}>
        <time dateTime={scrimmage.startAt}>{when}</time>
        {' · '}
        {m.gameMinutes(scrimmage.gameMinutes)}
      </p>
      {scrimmage.place ? (
        <p className={css.muted}>
          {m.place} {scrimmage.place}
        </p>
      ) : null}
    </header>
  );
}
