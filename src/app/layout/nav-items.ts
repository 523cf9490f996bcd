/**
 * The sidebar's items and their rules (docs/product.md §2.4): team items go to the current team's pages;
 * 팀 공지사항 is disabled without a team, 매치 등록 by the /matches/create route's own rule (admin of
 * at least one team, not necessarily the current one); 팀 가입 is active on
 * /teams/select, /teams/create and /teams/join. An admin of the current team also gets 팀 관리 and
 * 게스트 선수 추가 (nothing else leads there); a plain member does not see them.
 */
import type { MyTeam } from '#contract/users.ts';
import { isAdminOfAny } from '#src/lib/account.ts';
import { messages } from '#src/lib/messages.ts';

export type NavIconName =
  | 'teamProfile'
  | 'matchRecords'
  | 'seasonStats'
  | 'dues'
  | 'members'
  | 'schedule'
  | 'notices'
  | 'matchCreate'
  | 'teamAdmin'
  | 'guestCreate'
  | 'joinTeam'
  | 'help'
  | 'settings';

export interface NavItem {
  id: NavIconName;
  label: string;
  /** Where it goes; undefined for actions (settings) and disabled items. */
  href?: string;
  isDisabled: boolean;
  /** Why it is disabled (shown under the item and as its accessible description). */
  disabledReason?: string;
  isCurrent: boolean;
  /** Settings opens a dialog instead of navigating. */
  action?: 'settings';
  /** 회비: what the person owes the team (`12,223원`), when they owe. */
  badge?: string;
}

const joinRoutes = ['/teams/select', '/teams/create', '/teams/join'];

/**
 * @param myTeams every team of the person: 매치 등록 follows the route guard's rule (`isAdminOfAny`),
 *   so an admin of another team may register a match while a plain member of the current one.
 */
export function buildNavItems(currentTeam: MyTeam | null, location: string, myTeams: readonly MyTeam[]): NavItem[] {
  const n = messages.nav;
  const base = currentTeam ? `/teams/${currentTeam.id}` : null;
  const path = location.replace(/\/+$/, '') || '/';
  const teamItem = (id: NavIconName, label: string, suffix: string, matchesPrefix = false): NavItem => {
    const href = base ? `${base}${suffix}` : undefined;
    return {
      id,
      label,
      href,
      isDisabled: !base,
      disabledReason: base ? undefined : n.disabledNoTeam,
      isCurrent: href !== undefined && (path === href || (matchesPrefix && path.startsWith(`${href}/`))),
    };
  };
  const canCreateMatch = isAdminOfAny(myTeams);
  // The teams list carries duesOwed (decision 061); a team built on the client has none.
  const owed = (currentTeam as { duesOwed?: number } | null)?.duesOwed ?? 0;
  const adminOfCurrent = currentTeam?.teamRole === 'TEAM_ADMIN';
  const adminItems: NavItem[] = adminOfCurrent
    ? [
        teamItem('teamAdmin', n.teamAdmin, '/admin'),
        { id: 'guestCreate', label: n.guestCreate, href: '/users/create', isDisabled: false, isCurrent: path === '/users/create' },
      ]
    : [];
  return [
    teamItem('teamProfile', n.teamProfile, ''),
    teamItem('matchRecords', n.matchRecords, '/matches'),
    teamItem('seasonStats', n.seasonStats, '/stats'),
    { ...teamItem('dues', n.dues, '/dues'), badge: owed > 0 ? `${owed.toLocaleString('ko-KR')}원` : undefined },
    teamItem('members', n.members, '/players'),
    teamItem('schedule', n.schedule, '/schedules'),
    teamItem('notices', n.notices, '/notices', true),
    {
      id: 'matchCreate',
      label: n.matchCreate,
      href: canCreateMatch ? '/matches/create' : undefined,
      isDisabled: !canCreateMatch,
      disabledReason: canCreateMatch ? undefined : currentTeam ? n.disabledNotAdmin : n.disabledNoTeam,
      isCurrent: path === '/matches/create',
    },
    ...adminItems,
    { id: 'joinTeam', label: n.joinTeam, href: '/teams/join', isDisabled: false, isCurrent: joinRoutes.includes(path) },
    // The spec lists 도움말 as disabled; a short page beats a dead item (docs/decisions/074-help-page-and-names.md).
    { id: 'help', label: n.help, href: '/help', isDisabled: false, isCurrent: path === '/help' },
    { id: 'settings', label: n.settings, isDisabled: false, isCurrent: false, action: 'settings' },
  ];
}

/**
 * Which item shows each disabled item's reason: the last of a run of neighbours with the same reason
 * (without a team, six items share one line instead of repeating it six times). Indexes into `items`;
 * null for an item with nothing to explain.
 */
export function reasonOwners(items: readonly NavItem[]): (number | null)[] {
  const owners: (number | null)[] = items.map(() => null);
  for (let i = items.length - 1; i >= 0; i--) {
    const reason = items[i].isDisabled ? items[i].disabledReason : undefined;
    if (!reason) continue;
    const next = items[i + 1];
    const sameAsNext = next?.isDisabled && next.disabledReason === reason;
    owners[i] = sameAsNext ? owners[i + 1] : i;
  }
  return owners;
}
