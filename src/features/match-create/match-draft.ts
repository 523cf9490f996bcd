/** The unsaved match form (src/lib/storage.ts's sessionDraft): cleared when the match is registered or the form is reset. */
import { sessionDraft } from '#src/lib/storage.ts';
import { MatchFormValues } from './match-form-values.ts';

export const matchDraftKey = 'pitchside.matchCreateDraft';
export const matchDraft = sessionDraft(matchDraftKey, MatchFormValues);
