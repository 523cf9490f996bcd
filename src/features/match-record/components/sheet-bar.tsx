import { TapButton } from '#src/components/ui/button.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import { ChartNoAxesColumn } from 'lucide-react';
import { memo } from 'react';
import * as css from '../match-record.css.ts';

const m = matchRecordMessages;

interface SheetBarProps {
  teams: { home: string; away: string };
  shownSide: 'home' | 'away';
  onShow: (side: 'home' | 'away') => void;
  teamSheetOpen: boolean;
  /** The element 팀 기록 opens: the shown team's counters. */
  countersId: string;
  onToggleTeamSheet: () => void;
}

/** The bar of the phone's sheet (decision 034): which team shows, and 팀 기록 for its counters. Hidden from a tablet on. */
export const SheetBar = memo(function SheetBar({ teams, shownSide, onShow, teamSheetOpen, countersId, onToggleTeamSheet }: SheetBarProps) {
  return (
    <div className={css.sheetBar}>
      <TeamSwitch teams={teams} shownSide={shownSide} onShow={onShow} />
      <TapButton variant="secondary" className={css.sheetToggle} aria-expanded={teamSheetOpen} aria-controls={countersId} onPress={onToggleTeamSheet}>
        <ChartNoAxesColumn aria-hidden className={iconSmall} />
        {m.teamSheet}
      </TapButton>
    </div>
  );
});

/** The team switch, memoised: a 팀 기록 tap draws its own button, not the switch beside it (decision 103). */
const TeamSwitch = memo(function TeamSwitch({ teams, shownSide, onShow }: Pick<SheetBarProps, 'teams' | 'shownSide' | 'onShow'>) {
  return (
    <SegmentedControl
      label={m.teamSwitch}
      options={[
        { id: 'home', label: teams.home },
        { id: 'away', label: teams.away },
      ]}
      value={shownSide}
      onChange={(id) => onShow(id === 'away' ? 'away' : 'home')}
      className={css.sheetSwitch}
    />
  );
});
