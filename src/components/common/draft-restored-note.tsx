import { messages } from '#src/lib/messages.ts';
import * as css from './draft-restored-note.css.ts';

/** Says that a form came back from its session draft (useFormDraft, src/lib/use-form-draft.ts): what was being written is there again. */
export function DraftRestoredNote() {
  return (
    <p role="status" className={css.note}>
      {messages.common.draftRestored}
    </p>
  );
}
