/**
 * 출석 체크 (decision 081): the admin or the runner taps who came, 참석 first; a second tap takes it
 * back. A late member is found by name, a guest (용병) added by name. Members see who is here. Each
 * tap is a lifecycle machine event (../use-scrimmage-runner.ts; decision 090): while one is on its
 * way the buttons wait, keeping the focus, so a keyboard goes on down the list.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Section } from '#src/components/common/section.tsx';
import { Button, PlainButton } from '#src/components/ui/button.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { SearchField } from '#src/components/ui/search-field.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { scrimmageSetupMessages } from '#src/lib/messages/scrimmage-setup.ts';
import { memberRosterQuery } from '#src/lib/queries/members.ts';
import { attendanceQuery } from '#src/lib/queries/schedules.ts';
import { useServices } from '#src/lib/services.tsx';
import { seoulDate } from '#contract/seoul-time.ts';
import { statusesOn } from '#machines/member-status.ts';
import { StatusKindTag } from '#src/components/common/member-status-badge.tsx';
import { checkInCounts, checkInRows, lateArrivalMatches, presentAttendees } from '../check-in.ts';
import * as css from '../scrimmage.css.ts';
import { ReadOnlyPart } from './read-only-part.tsx';
import type { ScrimmageRunner } from '../use-scrimmage-runner.ts';

const m = scrimmageSetupMessages.checkIn;

function Counts({ scrimmage }: { scrimmage: Scrimmage }) {
  const { members, guests } = checkInCounts(scrimmage.attendees);
  return (
    <p className={css.count} aria-live="polite">
      {m.counts(members, guests)}
    </p>
  );
}

export function CheckInPanel({ scrimmage, runner }: { scrimmage: Scrimmage; runner: Pick<ScrimmageRunner, 'actions' | 'writing'> }) {
  const { http } = useServices();
  const attendance = useQuery({ ...attendanceQuery(http, scrimmage.teamId, scrimmage.scheduleId) });
  const roster = useQuery(memberRosterQuery(http, scrimmage.teamId));
  const { actions, writing } = runner;
  const [search, setSearch] = useState('');
  const [guestName, setGuestName] = useState('');

  // The roster carries each member's status: who is injured or on leave that day comes last (decision 091).
  const rows = checkInRows(attendance.data, scrimmage.attendees, statusesOn(roster.data ?? [], seoulDate(scrimmage.startAt)));
  const late = lateArrivalMatches(roster.data ?? [], rows, search);
  const guests = presentAttendees(scrimmage.attendees).filter((a) => a.guest);
  const toggle = (row: (typeof rows)[number]) => (row.attendeeId === null ? actions.checkIn({ userId: row.userId }) : actions.remove(row.attendeeId));

  return (
    <Section title={m.title} className={css.section} aside={<Counts scrimmage={scrimmage} />}>
      <p className={css.muted}>{m.hint}</p>
      <ul className={css.checkList} aria-label={m.listLabel}>
        {rows.map((row) => (
          <li key={row.userId}>
            <PlainButton className={css.checkRow} aria-pressed={row.attendeeId !== null} aria-label={row.name} isPending={writing} onPress={() => toggle(row)}>
              <span className={css.checkName}>{row.name}</span>
              <span className={css.checkMeta}>
                {row.status ? <StatusKindTag kind={row.status} /> : null}
                <span>{row.answer ? m.answers[row.answer] : m.noAnswer}</span>
                {row.attendeeId !== null ? <span className={css.hereMark}>{m.here}</span> : null}
              </span>
            </PlainButton>
          </li>
        ))}
      </ul>
      <SearchField label={m.lateSearch} placeholder={m.latePlaceholder} value={search} onChange={setSearch} clearLabel={m.lateClear} />
      {search.trim() !== '' ? (
        late.length > 0 ? (
          <ul className={css.chips} aria-label={m.lateResults}>
            {late.map((member) => (
              <li key={member.userId}>
                <Button
                  size="sm"
                  isPending={writing}
                  onPress={() => {
                    actions.checkIn({ userId: member.userId });
                    setSearch('');
                  }}
                >
                  {m.lateAdd(member.name)}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.muted}>{m.lateNone}</p>
        )
      ) : null}
      <Form
        onSend={() => {
          const name = guestName.trim();
          if (name === '') return;
          actions.checkIn({ guestName: name });
          setGuestName('');
        }}
      >
        <div className={css.addRow}>
          <div className={css.grow}>
            <TextField label={m.guestName} value={guestName} onChange={setGuestName} maxLength={30} />
          </div>
          <Button type="submit" isPending={writing} isDisabled={guestName.trim() === ''}>
            {m.guestAdd}
          </Button>
        </div>
      </Form>
      {guests.length > 0 ? (
        <ul className={css.chips} aria-label={m.guestsLabel}>
          {guests.map((g) => (
            <li key={g.id}>
              <Button size="sm" variant="secondary" aria-label={m.guestRemove(g.name)} isPending={writing} onPress={() => actions.remove(g.id)}>
                {g.name} ✕
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** What a member sees: who is here so far, read-only. */
export function CheckedInList({ scrimmage }: { scrimmage: Scrimmage }) {
  const here = presentAttendees(scrimmage.attendees);
  return (
    <ReadOnlyPart title={m.title} aside={<Counts scrimmage={scrimmage} />} isEmpty={here.length === 0} emptyText={m.nobody}>
      <ul className={css.chips} aria-label={m.readOnlyLabel}>
        {here.map((a) => (
          <li key={a.id}>
            <Tag tone={a.guest ? 'outline' : 'green'}>{a.guest ? `${a.name} · ${m.guestTag}` : a.name}</Tag>
          </li>
        ))}
      </ul>
    </ReadOnlyPart>
  );
}
