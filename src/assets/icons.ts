/**
 * The product's icons (docs/product.md §1: home, calendar, team, announcements, settings, and the
 * navigation's own), all from lucide-react so they follow currentColor and tree-shake per icon.
 */
export {
  House as HomeIcon,
  CalendarDays as CalendarIcon,
  Users as TeamIcon,
  Megaphone as AnnouncementsIcon,
  Settings as SettingsIcon,
  Trophy as MatchRecordsIcon,
  CirclePlus as MatchCreateIcon,
  UserPlus as JoinTeamIcon,
  CircleQuestionMark as HelpIcon,
  PanelLeftClose as CollapseIcon,
  PanelLeftOpen as ExpandIcon,
} from 'lucide-react';
