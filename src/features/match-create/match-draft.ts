/**
 * The unsaved match form in sessionStorage, so a reload or a phone dropping the tab keeps it.
 * Read back through the form's schema (a corrupt or foreign value is dropped); cleared when the
 * match is registered or the form is reset.
 */
import * as v from 'valibot';
import { MatchFormValues } from './match-form-values.ts';

export const matchDraftKey = 'pitchside.matchCreateDraft';

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export const matchDraft = {
  read(): MatchFormValues | null {
    const s = store();
    if (!s) return null;
    try {
      const raw = s.getItem(matchDraftKey);
      if (raw === null) return null;
      const parsed = v.safeParse(MatchFormValues, JSON.parse(raw));
      if (parsed.success) return parsed.output;
    } catch {
      // not JSON: drop it below
    }
    matchDraft.clear();
    return null;
  },
  write(values: MatchFormValues): void {
    try {
      // NaN (an emptied number field) is not JSON: it travels as null.
      store()?.setItem(matchDraftKey, JSON.stringify(values, (_k, value: unknown) => (typeof value === 'number' && Number.isNaN(value) ? null : value)));
    } catch {
      // quota or disabled storage: the draft is a convenience
    }
  },
  clear(): void {
    try {
      store()?.removeItem(matchDraftKey);
    } catch {
      // ignore
    }
  },
};
