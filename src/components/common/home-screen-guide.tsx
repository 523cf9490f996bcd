/**
 * The iPhone home-screen guide (decision 083): 공유 → 홈 화면에 추가, with Safari's share icon drawn
 * as it looks. `HomeScreenSteps` in place (the settings dialog's 알림), `HomeScreenGuide` as a sheet
 * offered once after the first answer to a schedule item.
 */
import { Button } from '#src/components/ui/button.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { environmentMessages } from '#src/lib/messages/environment.ts';
import * as css from './environment-notes.css.ts';

const m = environmentMessages.homeScreen;

/** Safari's share icon: a box open at the top with an arrow leaving it upwards. */
function ShareIcon() {
  return (
    <svg
      className={css.shareIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={m.shareIcon}
    >
      <path d="M8 9H6a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V10a1 1 0 0 0-1-1h-2" />
      <path d="M12 15V3M8 7l4-4 4 4" />
    </svg>
  );
}

export function HomeScreenSteps() {
  const [before, after] = m.share;
  return (
    <ol className={css.steps}>
      <li>
        {before}
        <ShareIcon />
        {after}
      </li>
      {m.steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

export function HomeScreenGuide({ isOpen, onDismiss }: { isOpen: boolean; onDismiss: () => void }) {
  return (
    <AppDialog title={m.title} isOpen={isOpen} onOpenChange={(open) => !open && onDismiss()}>
      <div className={css.sheet}>
        <p className={css.lead}>{m.lead}</p>
        <HomeScreenSteps />
        <Button variant="primary" fullWidth onPress={onDismiss}>
          {m.close}
        </Button>
      </div>
    </AppDialog>
  );
}
