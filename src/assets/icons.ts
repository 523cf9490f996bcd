/**
 * The product's icons (docs/product.md §1: home, attendance, calendar, team, announcements, profile,
 * settings), all from lucide-react so they follow currentColor and tree-shake per icon.
 */
export {
  House as HomeIcon,
  ClipboardCheck as AttendanceIcon,
  CalendarDays as CalendarIcon,
  Users as TeamIcon,
  Megaphone as AnnouncementsIcon,
  CircleUserRound as ProfileIcon,
  Settings as SettingsIcon,
  Trophy as MatchRecordsIcon,
  CirclePlus as MatchCreateIcon,
  UserPlus as JoinTeamIcon,
  CircleQuestionMark as HelpIcon,
  LogIn as LoginIcon,
  PanelLeftClose as CollapseIcon,
  PanelLeftOpen as ExpandIcon,
} from 'lucide-react';
