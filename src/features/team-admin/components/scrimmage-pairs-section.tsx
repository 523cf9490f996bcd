/**
 * 자체전 짝 (decision 087): pairs of members the side balancer keeps apart (떼어 놓기) or together
 * (함께 두기). The list is replaced whole on each add or removal, shown at once and rolled back if the
 * server refuses; a pair it would refuse (one person, a repeat) is said here before the call.
 */
import { pairRules, type PairRule } from '#contract/enums.ts';
import { maxScrimmagePairs, type ScrimmagePair } from '#contract/scrimmage-extras.ts';
import type { TeamMember } from '#contract/teams.ts';
import { withdrawnPersonName } from '#contract/users.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { FormButtons } from '#src/components/ui/form-buttons.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { teamAdminMessages } from '#src/lib/messages/team-admin.ts';
import { memberRosterQuery } from '#src/lib/queries/members.ts';
import { scrimmagePairsQuery } from '#src/lib/queries/scrimmages.ts';
import { useServices } from '#src/lib/services.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { setScrimmagePairsMutation } from '../api/scrimmage-levels.ts';
import { addPair, removePair, type PairProblem } from '../scrimmage-pairs.ts';
import * as css from '../team-admin.css.ts';
import { AdminSection } from './admin-section.tsx';

const t = teamAdminMessages.pairs;
const ruleOptions = pairRules.map((rule) => ({ id: rule, label: t.rules[rule] }));
const problemText: Record<PairProblem, string> = {
  pickTwo: t.pickTwo,
  samePerson: t.samePerson,
  already: t.already,
  tooMany: t.tooMany(maxScrimmagePairs),
};

export function ScrimmagePairsSection({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const roster = useQuery(memberRosterQuery(http, teamId));
  const pairs = useQuery(scrimmagePairsQuery(http, teamId));
  return (
    <AdminSection title={t.heading} lead={t.lead}>
      <QueryState query={pairs} failed={t.loadFailed}>
        {(saved) => (
          <QueryState query={roster} failed={t.loadFailed}>
            {(members) => <PairsEditor teamId={teamId} saved={saved} members={members} />}
          </QueryState>
        )}
      </QueryState>
    </AdminSection>
  );
}

function PairsEditor({ teamId, saved, members }: { teamId: number; saved: ScrimmagePair[]; members: TeamMember[] }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const save = useMutation(setScrimmagePairsMutation(http, queryClient, teamId));
  const [a, setA] = useState<string | null>(null);
  const [b, setB] = useState<string | null>(null);
  const [rule, setRule] = useState<PairRule>('APART');
  const [problem, setProblem] = useState<PairProblem | null>(null);
  const nameOf = (userId: number) => members.find((m) => m.userId === userId)?.name ?? withdrawnPersonName;
  const options = members.map((m) => ({ value: String(m.userId), label: m.name }));

  const send = (next: ScrimmagePair[], onSaved?: () => void) =>
    save.mutate(next, {
      onSuccess: () => {
        toast.success(t.saved);
        onSaved?.();
      },
      onError: (error) => toast.error(messages.toast.failure(t.saveFailed, errorJson(error))),
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const edit = addPair(saved, a === null ? null : Number(a), b === null ? null : Number(b), rule);
    setProblem(edit.ok ? null : edit.problem);
    if (edit.ok)
      send(edit.pairs, () => {
        setA(null);
        setB(null);
      });
  };

  return (
    <>
      {saved.length === 0 ? (
        <p className={css.muted}>{t.empty}</p>
      ) : (
        <ul className={css.list} aria-label={t.listLabel}>
          {saved.map((pair) => (
            <li key={`${pair.userA}:${pair.userB}`} className={css.item}>
              <span className={css.itemRow}>
                <span className={css.name}>{t.line(nameOf(pair.userA), nameOf(pair.userB))}</span>
                <Tag tone={pair.rule === 'APART' ? 'red' : 'green'}>{t.rules[pair.rule]}</Tag>
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t.removeLabel(nameOf(pair.userA), nameOf(pair.userB))}
                onPress={() => send(removePair(saved, pair))}
              >
                <Trash2 aria-hidden className={iconSmall} />
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={css.pairForm} onSubmit={onSubmit} noValidate>
        <Select
          label={t.first}
          options={options}
          value={a}
          onChange={setA}
          errorMessage={problem === 'pickTwo' && a === null ? problemText.pickTwo : undefined}
        />
        <Select
          label={t.second}
          options={options}
          value={b}
          onChange={setB}
          errorMessage={problem && problem !== 'pickTwo' ? problemText[problem] : problem === 'pickTwo' && b === null ? problemText.pickTwo : undefined}
        />
        <SegmentedControl label={t.rule} options={ruleOptions} value={rule} onChange={(id) => setRule(id as PairRule)} />
        <FormButtons submitLabel={t.add} isPending={save.isPending} />
      </form>
    </>
  );
}
