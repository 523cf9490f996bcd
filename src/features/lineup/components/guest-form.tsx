/** A temporary opponent has no members in the app: its people are typed in as name + number. */
import type { MatchSide } from '#contract/enums.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { BackNumberField } from '#src/components/common/member-bits.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { lineupMessages } from '#src/lib/messages/lineup.ts';
import { useId, useState } from 'react';
import { useLineupBoard } from '../lineup-board-context.ts';
import * as css from '../lineup.css.ts';

const m = lineupMessages.guests;

export function GuestForm({ side }: { side: MatchSide }) {
  const { actor, announce } = useLineupBoard();
  const [name, setName] = useState('');
  const [number, setNumber] = useState(Number.NaN);
  const headingId = useId();

  const onSubmit = () => {
    actor.send({ type: 'guest.add', side, name, number: Number.isNaN(number) ? null : number });
    // Events are handled at once: no refusal means the guest is in the pool.
    if (actor.getSnapshot().context.lastRefusal === null) {
      announce(m.added(name.trim()));
      setName('');
      setNumber(Number.NaN);
    }
  };

  return (
    <Form aria-labelledby={headingId} onSend={onSubmit}>
      <div className={css.guestForm}>
        <h4 id={headingId} className={css.guestHeading}>
          {m.heading}
        </h4>
        <p className={css.footnote}>{m.lead}</p>
        <div className={css.guestFields}>
          <TextField label={m.name} value={name} onChange={setName} maxLength={30} isRequired />
          <BackNumberField label={m.number} value={number} onChange={setNumber} />
        </div>
        <Button type="submit" variant="secondary">
          {m.add}
        </Button>
      </div>
    </Form>
  );
}
