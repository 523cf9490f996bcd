/** The unsaved team-creation form (src/lib/storage.ts's sessionDraft): cleared when the team is created or the form is reset. */
import { sessionDraft } from '#src/lib/storage.ts';
import { TeamFormValues } from './team-form-values.ts';

export const teamDraft = sessionDraft('pitchside.teamCreateDraft', TeamFormValues);
