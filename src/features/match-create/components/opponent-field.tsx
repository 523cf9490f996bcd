/**
 * The opponent: a team found by name (a combobox over the open team list, searched 300 ms after
 * the last key, your own team left out) or a temporary team made on the spot (name + colour →
 * createTeam with isTemp), shown with '[임시]'.
 */
import { errorCodes } from '#contract/error-codes.ts';
import { TeamWriteRequest } from '#contract/teams.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ColorChoice } from '#src/components/ui/color-choice.tsx';
import { ComboBox, type ComboBoxItem } from '#src/components/ui/combo-box.tsx';
import { TeamEmblem } from '#src/components/ui/team-emblem.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { useSessionState } from '#src/lib/account.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { BadRequestError, HttpError } from '#src/lib/http/errors.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { matchCreateMessages } from '#src/lib/messages/match-create.ts';
import { teamSearchQuery } from '#src/lib/queries/teams.ts';
import { useServices } from '#src/lib/services.tsx';
import { uniformPalette } from '#src/styles/team-color.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { createTempTeamMutation } from '../api/match-create.ts';
import type { OpponentChoice } from '../match-form-values.ts';
import * as css from '../match-create.css.ts';

const m = matchCreateMessages;
export const teamSearchDebounceMs = 300;

export interface OpponentFieldProps {
  value: OpponentChoice | null;
  onChange: (team: OpponentChoice | null) => void;
  /** Your own team, never offered as the opponent. */
  ownTeamId: number | null;
  errorMessage?: string;
}

function TempTeamForm({ onCreated, onCancel }: { onCreated: (team: OpponentChoice) => void; onCancel: () => void }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const { userId } = useSessionState();
  const create = useMutation(createTempTeamMutation(http, queryClient, userId));
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(uniformPalette[3]);
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();

  const submit = () => {
    const body = v.safeParse(TeamWriteRequest, { name, teamColor: color, bottomColor: color, stockingColor: color, isTemp: true });
    if (!body.success) {
      setError(name.trim() === '' ? m.errors.tempName : body.issues[0].message);
      return;
    }
    setError(undefined);
    create.mutate(body.output, {
      onSuccess: (team) => {
        toast.success(m.tempCreated(team.name));
        onCreated({ id: team.id, name: team.name, isTemp: true, teamColor: team.teamColor, logoImgUrl: team.logoImgUrl });
      },
      onError: (err) => {
        if (err instanceof HttpError && err.code === errorCodes.DUPLICATE_TEAMNAME.code) setError(m.errors.duplicateName);
        else if (err instanceof BadRequestError && err.fieldErrors.length > 0) setError(err.fieldErrors[0].message);
        else toast.error(messages.toast.failure(m.tempFailed, errorJson(err)));
      },
    });
  };

  return (
    <section className={css.tempPanel} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.subHeading}>
        {m.tempHeading}
      </h3>
      <p className={css.muted}>{m.tempLead}</p>
      <TextField
        label={m.tempName}
        value={name}
        onChange={setName}
        maxLength={50}
        errorMessage={error}
        isRequired
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), submit())}
      />
      <ColorChoice
        label={m.tempColor}
        swatchesLabel={m.tempColorSwatches}
        customLabel={m.tempColorCustom}
        value={color}
        onChange={setColor}
        palette={uniformPalette}
      />
      <div className={css.rowActions}>
        <Button variant="secondary" size="sm" onPress={onCancel} isDisabled={create.isPending}>
          {m.tempCancel}
        </Button>
        <Button variant="primary" size="sm" onPress={submit} isDisabled={create.isPending}>
          {m.tempCreate}
        </Button>
      </div>
    </section>
  );
}

export function OpponentField({ value, onChange, ownTeamId, errorMessage }: OpponentFieldProps) {
  const { http } = useServices();
  const [input, setInput] = useState(value ? teamDisplayName(value) : '');
  const [term, setTerm] = useState('');
  const [creating, setCreating] = useState(false);

  const chosenName = value ? teamDisplayName(value) : null;
  useEffect(() => {
    // The chosen team's name in the input is not a search: the last results stay as they are.
    if (input === chosenName) return;
    const next = input.trim();
    if (next === term) return;
    const timer = setTimeout(() => setTerm(next), teamSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [input, term, chosenName]);

  const search = useQuery(teamSearchQuery(http, term));
  const found = useMemo(() => (search.data?.content ?? []).filter((t) => t.id !== ownTeamId), [search.data, ownTeamId]);
  const items: ComboBoxItem[] = useMemo(() => {
    const list = found.map((t) => ({ team: t as OpponentChoice }));
    if (value && !list.some((t) => t.team.id === value.id)) list.unshift({ team: value });
    return list.map(({ team }) => ({
      id: team.id,
      textValue: teamDisplayName(team),
      children: (
        <span className={css.teamOption}>
          <TeamEmblem team={team} size="sm" />
          <span>{teamDisplayName(team)}</span>
        </span>
      ),
    }));
  }, [found, value]);

  const pick = (key: number | string | null) => {
    if (key === null) return;
    const team = found.find((t) => t.id === Number(key)) ?? (value?.id === Number(key) ? value : null);
    if (team) onChange({ id: team.id, name: team.name, isTemp: team.isTemp, teamColor: team.teamColor, logoImgUrl: team.logoImgUrl });
  };

  return (
    <div className={css.opponent}>
      <ComboBox
        label={m.opponent}
        items={items}
        inputValue={input}
        onInputChange={(text) => {
          setInput(text);
          if (value && text !== teamDisplayName(value)) onChange(null);
        }}
        selectedKey={value?.id ?? null}
        onSelectionChange={pick}
        placeholder={m.opponentPlaceholder}
        description={m.opponentDescription}
        errorMessage={errorMessage}
        emptyText={search.isFetching ? m.opponentSearching : m.opponentEmpty}
        openLabel={m.opponentResults}
        isRequired
      />
      {value ? (
        <p className={css.chosen}>
          <TeamEmblem team={value} size="sm" />
          <span>{teamDisplayName(value)}</span>
        </p>
      ) : null}
      {creating ? (
        <TempTeamForm
          onCreated={(team) => {
            setCreating(false);
            setInput(teamDisplayName(team));
            onChange(team);
          }}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <div>
          <Button variant="ghost" size="sm" onPress={() => setCreating(true)}>
            <Plus aria-hidden className={iconSmall} />
            {m.tempOpen}
          </Button>
        </div>
      )}
    </div>
  );
}
