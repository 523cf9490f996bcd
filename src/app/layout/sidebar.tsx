import type { MyTeam } from '#contract/users.ts';
import { ChartBar, UserCog, UserRoundPlus, Wallet } from 'lucide-react';
import { useId, type ComponentType, type SVGProps } from 'react';
import { PlainButton } from '#src/components/ui/button.tsx';
import { PlainLink } from '#src/components/ui/link.tsx';
import {
  AnnouncementsIcon,
  CalendarIcon,
  HelpIcon,
  HomeIcon,
  JoinTeamIcon,
  MatchCreateIcon,
  MatchRecordsIcon,
  SettingsIcon,
  TeamIcon,
} from '#src/assets/icons.ts';
import { icon } from '#src/components/ui/icon.css.ts';
import { Tooltip } from '#src/components/ui/tooltip.tsx';
import { constants } from '#src/lib/constants.ts';
import { messages } from '#src/lib/messages.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { buildNavItems, reasonOwners, type NavIconName, type NavItem } from './nav-items.ts';
import * as css from './sidebar.css.ts';
import { TeamHeader } from './team-header.tsx';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { className?: string }>;

const icons: Record<NavIconName, Icon> = {
  teamProfile: HomeIcon,
  matchRecords: MatchRecordsIcon,
  seasonStats: ChartBar,
  dues: Wallet,
  members: TeamIcon,
  schedule: CalendarIcon,
  notices: AnnouncementsIcon,
  matchCreate: MatchCreateIcon,
  teamAdmin: UserCog,
  guestCreate: UserRoundPlus,
  joinTeam: JoinTeamIcon,
  help: HelpIcon,
  settings: SettingsIcon,
};

interface NavEntryProps {
  item: NavItem;
  expanded: boolean;
  onOpenSettings: () => void;
  onNavigate?: () => void;
  /** The id of the line that says why this item is disabled. */
  reasonId?: string;
}

function NavEntry({ item, expanded, onOpenSettings, onNavigate, reasonId }: NavEntryProps) {
  const ItemIcon = icons[item.id];
  const label = <span className={expanded ? undefined : visuallyHidden}>{item.label}</span>;
  // 회비's badge: the amount owed beside the label, a dot on the collapsed rail; read as "미납 12,223원".
  const badge = item.badge ? (
    <span className={expanded ? css.owedBadge : css.dot}>
      <span className={visuallyHidden}> {messages.nav.duesOwed}</span>
      <span className={expanded ? undefined : visuallyHidden}>{item.badge}</span>
    </span>
  ) : null;
  const body = (
    <>
      <ItemIcon aria-hidden className={icon} />
      {label}
      {badge}
    </>
  );
  const control =
    item.action === 'settings' ? (
      <PlainButton className={css.item} onPress={onOpenSettings} data-nav-item={item.id}>
        {body}
      </PlainButton>
    ) : (
      <PlainLink
        className={css.item}
        href={item.isDisabled ? undefined : item.href}
        isDisabled={item.isDisabled}
        aria-current={item.isCurrent ? 'page' : undefined}
        aria-describedby={reasonId}
        onPress={onNavigate}
        data-nav-item={item.id}
      >
        {body}
      </PlainLink>
    );
  // Collapsed, the icons have no visible text: their tooltips show at once (docs/product.md §2.4, §9).
  if (expanded || item.isDisabled) return control;
  return (
    <Tooltip content={item.label} delay={constants.tooltip.sidebarDelayMs} placement="end">
      {control}
    </Tooltip>
  );
}

export interface SidebarNavProps {
  currentTeam: MyTeam | null;
  /** Every team of the person (매치 등록 follows the route's rule: admin of any of them). */
  myTeams: readonly MyTeam[];
  userName: string | null;
  location: string;
  expanded: boolean;
  onOpenSettings: () => void;
  /** Called after a nav link is pressed (closes the drawer on phones). */
  onNavigate?: () => void;
}

/**
 * One list of items. A disabled item says why in a small line under it (the last of neighbours with
 * the same reason carries the line), which is also its accessible description: a disabled link takes
 * no focus, so a tooltip would never show to keyboard or touch. Collapsed, the line is for screen
 * readers only (the icon rail has no room; expanding the sidebar shows it).
 */
function NavList({ items, expanded, onOpenSettings, onNavigate }: { items: NavItem[] } & Pick<NavEntryProps, 'expanded' | 'onOpenSettings' | 'onNavigate'>) {
  const idBase = useId();
  const owners = reasonOwners(items);
  const reasonId = (owner: number) => `${idBase}-reason-${owner}`;
  return (
    <ul className={css.list}>
      {items.map((item, index) => {
        const owner = owners[index];
        return (
          <li key={item.id}>
            <NavEntry
              item={item}
              expanded={expanded}
              onOpenSettings={onOpenSettings}
              onNavigate={onNavigate}
              reasonId={owner === null ? undefined : reasonId(owner)}
            />
            {owner === index ? (
              <p id={reasonId(owner)} className={expanded ? css.reason : visuallyHidden}>
                {item.disabledReason}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The team header and the main menu (docs/product.md §2.4). */
export function SidebarContent({ currentTeam, myTeams, userName, location, expanded, onOpenSettings, onNavigate }: SidebarNavProps) {
  const items = buildNavItems(currentTeam, location, myTeams);
  const main = items.filter((i) => i.id !== 'help' && i.id !== 'settings' && i.id !== 'joinTeam');
  const rest = items.filter((i) => !main.includes(i));
  const listProps = { expanded, onOpenSettings, onNavigate };
  return (
    <>
      <TeamHeader team={currentTeam} userName={userName} expanded={expanded} />
      <nav className={css.nav} aria-label={messages.nav.label}>
        <NavList items={main} {...listProps} />
        <div className={css.separator} role="presentation" />
        <NavList items={rest} {...listProps} />
      </nav>
    </>
  );
}
