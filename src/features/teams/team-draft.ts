/**
 * The unsaved team-creation form, kept in sessionStorage so a reload (or a phone dropping the tab)
 * does not lose it. Read back through the form's schema: a corrupt or foreign value is dropped.
 * Cleared when the team is created or the form is reset.
 */
import * as v from 'valibot';
import { TeamFormValues } from './team-form-values.ts';

export const teamDraftKey = 'pitchside.teamCreateDraft';

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export const teamDraft = {
  read(): TeamFormValues | null {
    const s = store();
    if (!s) return null;
    try {
      const raw = s.getItem(teamDraftKey);
      if (raw === null) return null;
      const parsed = v.safeParse(TeamFormValues, JSON.parse(raw));
      if (parsed.success) return parsed.output;
    } catch {
      // not JSON: fall through and drop it
    }
    teamDraft.clear();
    return null;
  },
  write(values: TeamFormValues): void {
    try {
      store()?.setItem(teamDraftKey, JSON.stringify(values));
    } catch {
      // quota or disabled storage: the draft is a convenience, not a must
    }
  },
  clear(): void {
    try {
      store()?.removeItem(teamDraftKey);
    } catch {
      // ignore
    }
  },
};
