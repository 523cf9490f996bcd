/**
 * 기록 담당 정하기: an admin names, for each registered side they run, the member who may record this
 * match until full time, or takes the role back (decision 054). One picker per side; 저장 sends the
 * sides whose choice changed.
 */
import type { Match } from '#contract/matches.ts';
import { Button } from '#src/components/ui/button.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { FailureNote } from '#src/components/common/failure-note.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { matchRecorderMessages as r } from '#src/lib/messages/match-recorders.ts';
import { useServices } from '#src/lib/services.tsx';
import { everyMemberQuery } from '#src/lib/queries/members.ts';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { changeRecorderMutation } from '../api/match-overview.ts';
import * as css from '../match-overview.css.ts';
import { chosenRecorder, nobody, recorderOptions } from '../recorder-candidates.ts';

/** A side whose recorder this admin names. */
export interface RecorderSide {
  teamId: number;
  teamName: string;
  current: number | null;
}

interface RecorderDialogProps {
  match: Match;
  sides: readonly RecorderSide[];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RecorderDialog({ match, sides, isOpen, onOpenChange }: RecorderDialogProps) {
  return (
    <AppDialog title={r.dialogTitle} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => <RecorderForm match={match} sides={sides} onDone={close} />}
    </AppDialog>
  );
}

function RecorderForm({ match, sides, onDone }: { match: Match; sides: readonly RecorderSide[]; onDone: () => void }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const rosters = useQueries({ queries: sides.map((side) => everyMemberQuery(http, side.teamId)) });
  const change = useMutation(changeRecorderMutation(http, queryClient, match.id));
  const [chosen, setChosen] = useState<Record<number, string>>(() =>
    Object.fromEntries(sides.map((s) => [s.teamId, s.current === null ? nobody : String(s.current)])),
  );

  async function save() {
    const changed = sides.filter((s) => chosenRecorder(chosen[s.teamId]) !== s.current);
    try {
      let saved: Match | null = null;
      for (const side of changed) saved = await change.mutateAsync({ teamId: side.teamId, userId: chosenRecorder(chosen[side.teamId]) });
      if (saved) toast.success(r.saved(changed.length === 1 ? nameIn(saved, changed[0].teamId) : null));
      onDone();
    } catch (error) {
      toast.error(messages.toast.failure(r.saveFailed, errorJson(error)));
    }
  }

  const failed = rosters.find((q) => q.isError);
  return (
    <div className={css.dialogBody}>
      <p>{r.lead}</p>
      <p className={css.muted}>{r.scope}</p>
      {failed ? (
        <FailureNote message={r.loadFailed} onRetry={() => void failed.refetch()} />
      ) : rosters.some((q) => q.isPending) ? (
        <Loading />
      ) : (
        sides.map((side, i) => {
          const options = recorderOptions(rosters[i].data ?? [], side.current, r.nobody);
          return (
            <div key={side.teamId} className={css.dialogField}>
              <Select
                label={r.fieldLabel(side.teamName)}
                options={options}
                value={chosen[side.teamId]}
                onChange={(value) => setChosen((c) => ({ ...c, [side.teamId]: value ?? nobody }))}
              />
              {options.length === 1 ? <p className={css.muted}>{r.noCandidates}</p> : null}
            </div>
          );
        })
      )}
      <div className={css.dialogActions}>
        <Button variant="ghost" onPress={onDone}>
          {r.cancel}
        </Button>
        <Button variant="primary" onPress={() => void save()} isPending={change.isPending} isDisabled={rosters.some((q) => !q.isSuccess)}>
          {r.save}
        </Button>
      </div>
    </div>
  );
}

/** The name of the member now recording for `teamId`, from the match the server answered. */
function nameIn(match: Match, teamId: number): string | null {
  return teamId === match.homeTeamId ? match.homeRecorderName : match.awayRecorderName;
}
