/**
 * Korean text of member status (decision 091): 활동, 부상, 휴회, 명예 beside names, the status dialog
 * (admins for anyone, a member for themself), the dues setting and the dues board's 휴회 cell.
 */
import type { MemberStatusKind } from '#contract/enums.ts';
import { withParticle } from '../korean-particles.ts';

/** `2026-06-30` → `6/30`. */
const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

export const memberStatusMessages = {
  kinds: { ACTIVE: '활동', INJURED: '부상', ON_LEAVE: '휴회', HONORARY: '명예' } satisfies Record<MemberStatusKind, string>,
  /** The badge beside a name: `부상 ~6/30`, `휴회 ~8/31`, `명예`. */
  badge: (kind: MemberStatusKind, until: string | null) => {
    const label = memberStatusMessages.kinds[kind];
    return until === null ? label : `${label} ~${shortDay(until)}`;
  },
  /** What a screen reader hears for the badge. */
  badgeSpoken: (kind: MemberStatusKind, until: string | null) =>
    until === null ? `상태 ${memberStatusMessages.kinds[kind]}` : `상태 ${memberStatusMessages.kinds[kind]}, ${shortDay(until)}까지`,
  dialog: {
    open: '상태 변경',
    openMine: '내 상태 (부상·휴회)',
    title: (name: string) => `${name} 상태`,
    titleMine: '내 상태',
    kind: '상태',
    from: '시작일',
    until: '끝나는 날',
    injuredHint: '부상 기간에는 참석 알림을 받지 않고, 선발 추천과 자체전 팀 나누기에서 빠집니다.',
    leaveHint: '휴회 기간에는 참석 알림을 받지 않고, 선발 추천과 자체전 팀 나누기에서 빠집니다. 팀 설정에 따라 휴회한 달의 회비가 멈춥니다.',
    honoraryHint: '명예 회원은 팀에 남아 있지만 따로 표시됩니다.',
    mineNote: '본인은 부상·휴회와 활동 복귀만 정할 수 있습니다.',
    save: '저장',
    cancel: '닫기',
    saved: (name: string, label: string) => `${name} 상태를 ${withParticle(label, '으로/로')} 바꿨습니다.`,
    failed: '상태 변경 실패',
    dateLabels: { open: '달력 열기', previous: '이전 달', next: '다음 달' },
  },
  dues: {
    pauseOnLeave: '휴회 중 회비 멈춤',
    pauseOnLeaveHint: '휴회 기간에 온전히 들어가는 달은 회비를 받지 않습니다.',
    onLeave: '휴회',
  },
} as const;
