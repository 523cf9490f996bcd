/**
 * 비용 나누기 (TEAM_ADMIN): a match-day cost — category, amount, day, the match or schedule item it
 * belongs to (the team's recent and upcoming ones: a pitch is often paid ahead, decision 072) — split
 * exactly among the people who came: prefilled from the item's lineup or 참석 answers (GET
 * …/dues/attendees; when both have people, the admin picks which), editable, with each share previewed
 * live (machines/dues.ledger.ts splitCost in name order) and the rounding rule said in Korean.
 */
import { DuesCostRequest } from '#contract/dues.ts';
import type { AttendeeSource, CostCategory } from '#contract/enums.ts';
import type { MatchListItem } from '#contract/matches.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Checkbox } from '#src/components/ui/checkbox.tsx';
import { CheckboxGroup } from '#src/components/ui/checkbox-group.tsx';
import { DatePicker } from '#src/components/ui/date-picker.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { Form } from '#src/components/ui/form.tsx';
import { AmountField } from './amount-field.tsx';
import { RadioGroup } from '#src/components/ui/radio-group.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { duesMessages as d, won } from '#src/lib/messages/dues.ts';
import { duesAttendeesQuery } from '#src/lib/queries/dues.ts';
import { schedulesQuery } from '#src/lib/queries/schedules.ts';
import { matchesUntilQuery } from '#src/lib/queries/team-matches.ts';
import { useServices } from '#src/lib/services.tsx';
import { recordCostMutation } from '../api/dues-writes.ts';
import { byName, costItems, splitPreview } from '../dues-view.ts';
import * as css from '../dues.css.ts';
import { useDuesWrite } from '../use-dues-write.ts';
import { seoulToday } from '../write-checks.ts';
import { WriteFormEnd } from './write-form.tsx';

const c = d.cost;
const categories = (['PITCH', 'REFEREE', 'DRINKS', 'OTHER'] as const).map((value) => ({ value, label: d.categories[value] }));

interface CostDialogProps {
  teamId: number;
  people: readonly { userId: number; name: string }[];
  isOpen: boolean;
  onClose: () => void;
}

export function CostDialog({ isOpen, onClose, ...props }: CostDialogProps) {
  return (
    <AppDialog title={c.title} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} wide>
      {isOpen ? <CostForm {...props} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function daysBefore(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** How far back and ahead 비용 나누기 offers matches and items. */
const itemDays = 60;

function CostForm({ teamId, people, onClose }: Omit<CostDialogProps, 'isOpen'>) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const previewId = useId();
  const today = seoulToday();
  const record = useMutation(recordCostMutation(http, queryClient, teamId));
  const write = useDuesWrite(
    (request) => record.mutateAsync(request as DuesCostRequest),
    (entry) => {
      toast.success(c.done(-entry.amount, entry.shares.length));
      onClose();
    },
  );
  const clientId = write.clientId;
  const [from, until] = [daysBefore(today, itemDays), daysBefore(today, -itemDays)];
  const items = useQuery(schedulesQuery(http, teamId, from, until));
  const matches = useQuery(matchesUntilQuery(http, teamId, until));
  const [category, setCategory] = useState<CostCategory>('PITCH');
  const [amount, setAmount] = useState<number>(Number.NaN);
  const [spentOn, setSpentOn] = useState<string | null>(today);
  const [itemKey, setItemKey] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [source, setSource] = useState<AttendeeSource | 'NONE' | null>(null);
  const { errors } = write;
  const choices = costItems(items.data ?? [], (matches.data?.content ?? []) as MatchListItem[], from, until).slice(0, 30);
  const item = choices.find((c) => c.key === itemKey) ?? null;
  const attendees = useQuery({ ...duesAttendeesQuery(http, teamId, item?.scheduleId ?? null, item?.matchId ?? null), enabled: item !== null });
  const sources = item ? (attendees.data?.sources ?? []) : [];

  // An item chosen: its lineup, else its 참석 answers, become the people (the admin may change them after).
  useEffect(() => {
    if (!attendees.data) return;
    setSource(attendees.data.source);
    setChosen(attendees.data.people.map((p) => String(p.userId)));
  }, [attendees.data]);
  const takeSource = (next: AttendeeSource) => {
    setSource(next);
    setChosen((sources.find((s) => s.source === next)?.people ?? []).map((p) => String(p.userId)));
  };

  const ordered = byName(people);
  const names = new Map(ordered.map((p) => [p.userId, p.name]));
  const ids = ordered.filter((p) => chosen.includes(String(p.userId))).map((p) => p.userId);
  const preview = splitPreview(amount, ids);

  const submit = () =>
    write.submitChecked(DuesCostRequest, {
      clientId,
      category,
      amount: Number.isNaN(amount) ? undefined : amount,
      spentOn: spentOn ?? undefined,
      note: note.trim() || null,
      scheduleId: item?.scheduleId ?? null,
      matchId: item?.matchId ?? null,
      userIds: ids,
    });

  return (
    <Form validationBehavior="aria" onSend={submit}>
      <div className={css.formRow}>
        <Select
          label={c.category}
          options={categories}
          value={category}
          onChange={(value) => value && setCategory(value as CostCategory)}
          errorMessage={errors.category}
        />
        <AmountField label={c.amount} value={amount} onChange={setAmount} errorMessage={errors.amount} />
      </div>
      {/* The item on a line of its own: on a phone its day and title must be read whole. */}
      <Select
        label={c.item}
        options={[
          { value: '', label: c.noItem },
          ...choices.map((choice) => ({ value: choice.key, label: c.itemOption(choice.date, choice.title, choice.isMatch, choice.date > today) })),
        ]}
        value={itemKey ?? ''}
        onChange={(value) => {
          setItemKey(value || null);
          setSource(null);
        }}
      />
      <DatePicker label={c.date} value={spentOn} onChange={setSpentOn} labels={d.common.dateLabels} errorMessage={errors.spentOn} isRequired />
      {item && sources.length > 1 ? (
        <RadioGroup
          label={c.source}
          options={sources.map((s) => ({ value: s.source, label: c.sourceOption(s.source, s.people.length) }))}
          value={source ?? ''}
          onChange={(value) => takeSource(value as AttendeeSource)}
        />
      ) : null}
      <CheckboxGroup
        label={c.people}
        value={chosen}
        onChange={setChosen}
        description={item && source && sources.length <= 1 ? c.peopleFrom[source] : undefined}
        errorMessage={errors.userIds}
        aria-describedby={previewId}
        className={css.people}
        actions={
          <div className={css.actions}>
            <Button size="sm" variant="secondary" onPress={() => setChosen(ordered.map((p) => String(p.userId)))}>
              {c.selectAll}
            </Button>
            <Button size="sm" variant="secondary" onPress={() => setChosen([])}>
              {c.selectNone}
            </Button>
          </div>
        }
      >
        {ordered.map((person) => (
          <Checkbox key={person.userId} value={String(person.userId)}>
            {person.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <section id={previewId} className={css.preview} aria-label={c.preview} aria-live="polite">
        <strong>{c.preview}</strong>
        {preview.shares.length === 0 ? (
          <span className={css.muted}>{c.noPeople}</span>
        ) : (
          <>
            <span data-testid="split-summary">
              {c.previewSummary(preview.shares.length, preview.groups.map((g) => c.shareLine(g.count, g.amount)).join(' + '))}
            </span>
            <ul className={css.list}>
              {preview.shares.map((share) => (
                <li key={share.userId} className={css.listItem}>
                  <span>{names.get(share.userId)}</span>
                  <span className={css.number}>{won(share.amount)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <span className={css.muted}>{c.rule}</span>
      </section>
      <TextField label={c.note} value={note} onChange={setNote} errorMessage={errors.note} />
      <WriteFormEnd write={write} submitLabel={c.submit} onCancel={onClose} />
    </Form>
  );
}
