import type { MyTeam } from '#contract/users.ts';
import type { ComponentType, SVGProps } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Link as AriaLink } from 'react-aria-components/Link';
import {
  AnnouncementsIcon, CalendarIcon, HelpIcon, HomeIcon, JoinTeamIcon, MatchCreateIcon, MatchRecordsIcon,
  SettingsIcon, TeamIcon,
} from '#src/assets/icons.ts';
import { icon } from '#src/components/ui/icon.css.ts';
import { Tooltip } from '#src/components/ui/tooltip.tsx';
import { constants } from '#src/lib/constants.ts';
import { messages } from '#src/lib/messages.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { buildNavItems, type NavIconName, type NavItem } from './nav-items.ts';
import * as css from './sidebar.css.ts';
import { TeamHeader } from './team-header.tsx';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { className?: string }>;

const icons: Record<NavIconName, Icon> = {
  teamProfile: HomeIcon,
  matchRecords: MatchRecordsIcon,
  members: TeamIcon,
  schedule: CalendarIcon,
  notices: AnnouncementsIcon,
  matchCreate: MatchCreateIcon,
  joinTeam: JoinTeamIcon,
  help: HelpIcon,
  settings: SettingsIcon,
};

interface NavEntryProps {
  item: NavItem;
  expanded: boolean;
  onOpenSettings: () => void;
  onNavigate?: () => void;
}

function NavEntry({ item, expanded, onOpenSettings, onNavigate }: NavEntryProps) {
  const ItemIcon = icons[item.id];
  const label = <span className={expanded ? undefined : visuallyHidden}>{item.label}</span>;
  const body = (
    <>
      <ItemIcon aria-hidden className={icon} />
      {label}
    </>
  );
  const control =
    item.action === 'settings' ? (
      <AriaButton className={css.item} onPress={onOpenSettings} data-nav-item={item.id}>
        {body}
      </AriaButton>
    ) : (
      <AriaLink
        className={css.item}
        href={item.isDisabled ? undefined : item.href}
        isDisabled={item.isDisabled}
        aria-current={item.isCurrent ? 'page' : undefined}
        onPress={onNavigate}
        data-nav-item={item.id}
      >
        {body}
      </AriaLink>
    );
  // Collapsed, the icons have no visible text: their tooltips show at once (spec §2, §9).
  if (expanded || item.isDisabled) return control;
  return (
    <Tooltip content={item.label} delay={constants.tooltip.sidebarDelayMs} placement="end">
      {control}
    </Tooltip>
  );
}

export interface SidebarNavProps {
  currentTeam: MyTeam | null;
  userName: string | null;
  location: string;
  expanded: boolean;
  onOpenSettings: () => void;
  /** Called after a nav link is pressed (closes the drawer on phones). */
  onNavigate?: () => void;
}

/** The team header and the main menu (spec §2). */
export function SidebarContent({ currentTeam, userName, location, expanded, onOpenSettings, onNavigate }: SidebarNavProps) {
  const items = buildNavItems(currentTeam, location);
  const main = items.filter((i) => i.id !== 'help' && i.id !== 'settings' && i.id !== 'joinTeam');
  const rest = items.filter((i) => !main.includes(i));
  return (
    <>
      <TeamHeader team={currentTeam} userName={userName} expanded={expanded} />
      <nav className={css.nav} aria-label={messages.nav.label}>
        <ul className={css.list}>
          {main.map((item) => (
            <li key={item.id}>
              <NavEntry item={item} expanded={expanded} onOpenSettings={onOpenSettings} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
        <div className={css.separator} role="presentation" />
        <ul className={css.list}>
          {rest.map((item) => (
            <li key={item.id}>
              <NavEntry item={item} expanded={expanded} onOpenSettings={onOpenSettings} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
