/**
 * The sidebar's items and their rules (spec §2): team items go to the current team's pages;
 * 팀 공지사항 is disabled without a team, 매치 등록 unless admin of the current team, 도움말 always;
 * 팀 가입 is active on /teams/select, /teams/create and /teams/join.
 */
import type { MyTeam } from '#contract/users.ts';
import { messages } from '#src/lib/messages.ts';

export type NavIconName = 'teamProfile' | 'matchRecords' | 'members' | 'schedule' | 'notices' | 'matchCreate' | 'joinTeam' | 'help' | 'settings';

export interface NavItem {
  id: NavIconName;
  label: string;
  /** Where it goes; undefined for actions (settings) and disabled items. */
  href?: string;
  isDisabled: boolean;
  /** Why it is disabled (shown as a tooltip / description). */
  disabledReason?: string;
  isCurrent: boolean;
  /** Settings opens a dialog instead of navigating. */
  action?: 'settings';
}

const joinRoutes = ['/teams/select', '/teams/create', '/teams/join'];

export function buildNavItems(currentTeam: MyTeam | null, location: string): NavItem[] {
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
  const isAdmin = currentTeam?.teamRole === 'TEAM_ADMIN';
  return [
    teamItem('teamProfile', n.teamProfile, ''),
    teamItem('matchRecords', n.matchRecords, '/matches'),
    teamItem('members', n.members, '/players'),
    teamItem('schedule', n.schedule, '/schedules'),
    teamItem('notices', n.notices, '/notices', true),
    {
      id: 'matchCreate',
      label: n.matchCreate,
      href: isAdmin ? '/matches/create' : undefined,
      isDisabled: !isAdmin,
      disabledReason: isAdmin ? undefined : currentTeam ? n.disabledNotAdmin : n.disabledNoTeam,
      isCurrent: path === '/matches/create',
    },
    { id: 'joinTeam', label: n.joinTeam, href: '/teams/join', isDisabled: false, isCurrent: joinRoutes.includes(path) },
    { id: 'help', label: n.help, isDisabled: true, disabledReason: n.disabledSoon, isCurrent: false },
    { id: 'settings', label: n.settings, isDisabled: false, isCurrent: false, action: 'settings' },
  ];
}
