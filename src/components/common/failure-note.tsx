/**
 * What a screen shows where a read failed: the message, announced, and 다시 시도. Every failed read
 * says it this way (a section of a page, a dialog's list, a table); QueryState uses it for one query,
 * a screen with several reads names the failed one itself.
 */
import { Button } from '#src/components/ui/button.tsx';
import { messages } from '#src/lib/messages.ts';
import * as css from './failure-note.css.ts';

export function FailureNote({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={css.failure}>
      <span>{message}</span>
      <Button size="sm" onPress={onRetry}>
        {messages.common.retry}
      </Button>
    </div>
  );
}
