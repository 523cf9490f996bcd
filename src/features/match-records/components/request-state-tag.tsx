import type { MatchRequestState } from '#contract/enums.ts';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { Tag } from '#src/components/ui/tag.tsx';
import { matchRequestMessages } from '#src/lib/messages/match-requests.ts';
import { Hourglass, XCircle } from 'lucide-react';

const m = matchRequestMessages;

/** The owner's mark of a request the other team has not accepted: its words carry it, the tone and icon only help. */
export function RequestStateTag({ state }: { state: MatchRequestState }) {
  if (state === 'ACCEPTED') return null;
  const Icon = state === 'PENDING' ? Hourglass : XCircle;
  return (
    <Tag tone={state === 'PENDING' ? 'yellow' : 'red'}>
      <Icon aria-hidden className={iconSmall} />
      {m.states[state]}
    </Tag>
  );
}
