/** The confirmation of a substitution (docs/domain.md §5.6), whichever way it was proposed: two taps or a drop. */
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { memo } from 'react';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import * as css from '../match-record.css.ts';
import type { Substitution } from '../substitution-drag.ts';

const m = matchRecordMessages;

interface ExchangeDialogProps {
  proposal: Substitution | null;
  onClose: () => void;
  onConfirm: (proposal: Substitution) => void;
}

/** Memoised: a tap draws no closed dialog again (decision 103). */
export const ExchangeDialog = memo(function ExchangeDialog({ proposal, onClose, onConfirm }: ExchangeDialogProps) {
  return (
    <ConfirmDialog
      title={m.exchangeTitle}
      isOpen={proposal !== null}
      onOpenChange={(open) => !open && onClose()}
      confirmLabel={m.exchangeConfirm}
      cancelLabel={m.back}
      onConfirm={() => {
        if (proposal) onConfirm(proposal);
        onClose();
      }}
    >
      <dl className={css.exchangeList}>
        <div className={css.exchangeRow}>
          <dt className={css.exchangeTerm}>{m.exchangeOut}</dt>
          <dd>{proposal ? `${proposal.out.number ?? '-'} ${proposal.out.name}` : ''}</dd>
        </div>
        <div className={css.exchangeRow}>
          <dt className={css.exchangeTerm}>{m.exchangeIn}</dt>
          <dd>{proposal ? `${proposal.in.number ?? '-'} ${proposal.in.name}` : ''}</dd>
        </div>
      </dl>
    </ConfirmDialog>
  );
});
