/**
 * 출석 확인 (decision 092): who came to a started item, in taps. The lineup and the 자체전 check-in are
 * ticked and fixed (they count by themselves); the team's admin, the match's recorder or the 자체전's
 * runner ticks the rest and saves; everyone else reads the list. Loaded when opened: the team page's
 * schedule preview carries none of it (decision 040).
 */
import type { SchedulePresence } from '#contract/attendance.ts';
import { errorCodes } from '#contract/error-codes.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QueryState } from '#src/components/common/query-state.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Checkbox } from '#src/components/ui/checkbox.tsx';
import { CheckboxGroup } from '#src/components/ui/checkbox-group.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { attendanceMessages as m } from '#src/lib/messages/attendance.ts';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { presenceQuery } from '#src/lib/queries/attendance.ts';
import { useServices } from '#src/lib/services.tsx';
import { confirmPresenceMutation } from '../api/presence.ts';
import * as css from '../schedules.css.ts';

const ownRefusals = new Set<number | null>([errorCodes.NOT_PRESENCE_TAKER.code, errorCodes.PRESENCE_BEFORE_START.code, errorCodes.PRESENT_NOT_MEMBER.code]);

interface Props {
  teamId: number;
  scheduleId: number;
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PresenceDialog({ teamId, scheduleId, title, isOpen, onOpenChange }: Props) {
  const { http } = useServices();
  const presence = useQuery(presenceQuery(http, teamId, scheduleId));
  return (
    <AppDialog title={m.dialogTitle(title)} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
        <QueryState query={presence} failed={m.loadFailed}>
          {(data) => <PresenceForm teamId={teamId} scheduleId={scheduleId} data={data} onDone={close} />}
        </QueryState>
      )}
    </AppDialog>
  );
}

const labelOf = (p: SchedulePresence['people'][number]) => {
  const notes = [p.answer ? scheduleMessages.attendance.answers[p.answer] : null, p.source && p.source !== 'CONFIRMED' ? m.sources[p.source] : null].filter(
    Boolean,
  );
  return notes.length ? `${p.name} · ${notes.join(' · ')}` : p.name;
};

function PresenceForm({ teamId, scheduleId, data, onDone }: { teamId: number; scheduleId: number; data: SchedulePresence; onDone: () => void }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const introId = useId();
  const fixed = new Set(data.people.filter((p) => p.source === 'LINEUP' || p.source === 'CHECK_IN').map((p) => String(p.userId)));
  const [chosen, setChosen] = useState(() => data.people.filter((p) => p.source !== null).map((p) => String(p.userId)));
  const save = useMutation(confirmPresenceMutation(http, queryClient, teamId, scheduleId));

  if (!data.canConfirm) {
    const came = data.people.filter((p) => p.source !== null);
    return (
      <div className={css.presenceBody}>
        <p className={css.muted}>{data.taken ? m.readOnly : m.notTaken}</p>
        {data.taken ? <p>{came.length ? came.map((p) => p.name).join(', ') : m.nobody}</p> : null}
      </div>
    );
  }
  const submit = () => {
    const present = chosen.filter((id) => !fixed.has(id)).map(Number);
    save.mutate(present, {
      onSuccess: (saved) => {
        toast.success(m.saved(saved.people.filter((p) => p.source !== null).length));
        onDone();
      },
      // A refusal of ours (not the taker, not started, not a member) says which in the server's sentence.
      onError: (failure) =>
        toast.error(failure instanceof HttpError && ownRefusals.has(failure.code) ? failure.message : messages.toast.failure(m.saveFailed, errorJson(failure))),
    });
  };
  return (
    <div className={css.presenceBody}>
      <p id={introId} className={css.muted}>
        {m.intro}
      </p>
      <CheckboxGroup
        label={m.listLabel}
        value={chosen}
        onChange={(next) => setChosen([...new Set([...next, ...fixed])])}
        className={css.presencePeople}
        aria-describedby={introId}
      >
        {data.people.map((p) => (
          <Checkbox key={p.userId} value={String(p.userId)} isDisabled={fixed.has(String(p.userId))}>
            {labelOf(p)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <div className={css.presenceActions}>
        <Button variant="primary" onPress={submit} isPending={save.isPending}>
          {m.save}
        </Button>
      </div>
    </div>
  );
}
