/**
 * Every Korean text of the interface, in one place (conventions.md: Styling and UI).
 * Labels of enumerations live here too: the wire speaks English (contract/enums.ts).
 */
import type { TeamRole } from '#contract/enums.ts';

export const messages = {
  app: {
    name: 'Pitchside',
    tagline: '아마추어 축구팀의 경기 날을 한 곳에서',
    logoLabel: 'Pitchside 로고',
    skipToContent: '본문으로 건너뛰기',
  },
  roles: {
    TEAM_ADMIN: '운영진',
    USER: '일반 멤버',
    guest: '비회원',
  } satisfies Record<TeamRole | 'guest', string>,
  tempTeamMarker: '[임시]',
  nav: {
    label: '주 메뉴',
    sidebar: '사이드바',
    teamProfile: '팀 프로필',
    matchRecords: '팀 경기 기록',
    members: '팀 멤버',
    schedule: '팀 일정',
    notices: '팀 공지사항',
    matchCreate: '매치 등록',
    joinTeam: '팀 가입',
    teamCreate: '팀 등록',
    help: '도움말',
    settings: '설정',
    login: '로그인',
    openSidebar: '사이드바 열기',
    closeSidebar: '사이드바 닫기',
    noTeam: '소속 팀 없음',
    disabledNoTeam: '팀에 가입하면 사용할 수 있습니다.',
    disabledNotAdmin: '운영진만 사용할 수 있습니다.',
    disabledSoon: '준비 중입니다.',
  },
  titles: {
    landing: 'Pitchside',
    login: '로그인',
    kakaoRedirect: '로그인 중',
    notFound: '페이지를 찾을 수 없음',
    error: '오류',
    privacy: '개인정보 처리방침',
    unauthorized: '접근 권한 없음',
    register: '회원 가입',
    userCreate: '유저 생성',
    teamSelect: '팀 선택',
    teamJoin: '팀 가입',
    teamCreate: '팀 등록',
    teamProfile: '팀 프로필',
    schedules: '일정 관리',
    members: '멤버 관리',
    matches: '기록 관리',
    teamAdmin: '팀 관리',
    notices: '공지사항',
    noticeCreate: '공지사항 작성',
    noticeDetail: '공지사항',
    noticeEdit: '공지사항 수정',
    matchCreate: '매치 생성',
    matchOverview: '경기 정보',
    matchRecord: '경기 기록',
    lineupEdit: '매치 생성',
  },
  common: {
    loading: '불러오는 중…',
    close: '닫기',
    retry: '다시 시도',
    goHome: '홈으로 가기',
    goLogin: '로그인 화면으로',
    comingSoon: '이 화면은 준비 중입니다.',
    notificationRegion: '알림',
    dismiss: '알림 닫기',
  },
  landing: {
    heading: '우리 팀의 경기 날을 한 화면에서',
    lead: '팀 프로필, 멤버, 일정, 공지사항과 경기 기록까지. 운영진은 매치를 등록하고, 라인업을 짜고, 경기장 옆에서 실시간으로 기록합니다.',
    features: [
      '팀 멤버와 포지션, 주발, 출전 기록을 한눈에',
      '매치 등록과 홈·원정 라인업 편집',
      '휴대폰으로 하는 실시간 경기 기록과 스코어 공유',
    ],
    signIn: '로그인하고 시작하기',
    goToTeam: '내 팀으로 가기',
    privacy: '개인정보 처리방침',
  },
  login: {
    heading: 'Pitchside에 로그인',
    lead: '카카오 계정으로 간편하게 시작하세요.',
    kakao: '카카오로 로그인',
    redirecting: '로그인 화면으로 이동하는 중…',
  },
  kakaoRedirect: {
    working: '로그인하는 중입니다…',
    stateMismatch: '로그인 요청을 확인할 수 없습니다. 보안을 위해 처음부터 다시 로그인해주세요.',
    missingCode: '로그인 코드가 전달되지 않았습니다. 다시 로그인해주세요.',
    failed: '로그인에 실패했습니다.',
    backToLogin: '다시 로그인하기',
  },
  register: {
    heading: '프로필을 완성해주세요',
    lead: '팀원들에게 보일 이름을 확인해주세요.',
    name: '이름',
    submit: '가입 완료',
    success: '회원 가입이 완료되었습니다.',
    failed: '회원 가입에 실패했습니다.',
  },
  notFound: {
    heading: 'Not Found',
    body: '요청하신 페이지를 찾을 수 없습니다. 주소를 다시 확인해주세요.',
  },
  errorPage: {
    heading: '문제가 발생했습니다',
    body: '일시적인 오류로 화면을 표시하지 못했습니다. 잠시 후 다시 시도해주세요.',
  },
  unauthorized: {
    heading: '접근 권한이 없습니다',
    body: '이 화면을 볼 수 있는 권한이 없습니다. 소속 팀이나 운영진 권한을 확인해주세요.',
  },
  errorFallback: {
    heading: 'Something went wrong!',
    body: '예상하지 못한 오류가 발생했습니다.',
    showError: 'Show Error',
    hideError: 'Hide Error',
    reload: '새로고침',
  },
  privacy: {
    heading: '개인정보 처리방침',
    updated: '시행일: 2026년 11월 1일',
    sections: [
      {
        title: '수집하는 정보',
        body: '카카오 로그인으로 받은 이름과 프로필 사진, 그리고 직접 입력한 이름을 저장합니다. 팀 활동을 위해 소속 팀, 역할(운영진·일반 멤버), 등번호, 포지션, 주발, 키, 몸무게, 출생 연도와 경기 기록을 저장합니다.',
      },
      {
        title: '로그인 정보의 보관',
        body: '로그인 상태를 유지하기 위해 새로 고침 토큰을 자바스크립트가 읽을 수 없는 쿠키(httpOnly)에 저장합니다. 접근 토큰은 브라우저 메모리에만 두며 저장소에 기록하지 않습니다. 마지막으로 로그인한 사용자 번호와 선택한 팀 번호는 편의를 위해 브라우저 저장소에 보관합니다.',
      },
      {
        title: '이용 목적',
        body: '팀 프로필, 멤버, 일정, 공지사항, 매치 등록과 경기 기록 기능을 제공하는 데에만 사용하며 광고나 제3자 제공에 사용하지 않습니다.',
      },
      {
        title: '보관 기간과 삭제',
        body: '회원 탈퇴 시 개인정보를 지체 없이 삭제합니다. 다만 팀의 경기 기록은 팀 기록 보존을 위해 이름 없이 남을 수 있습니다. 로그아웃하면 새로 고침 쿠키가 폐기됩니다.',
      },
      {
        title: '문의',
        body: '개인정보에 관한 문의는 소속 팀 운영진 또는 서비스 관리자에게 연락해주세요.',
      },
    ],
  },
  teams: {
    selectHeading: '내 팀',
    selectLead: '이동할 팀을 선택하세요.',
    choose: (name: string) => `${name} 선택`,
    emptyHeading: '아직 소속된 팀이 없습니다',
    emptyBody: '초대 코드로 팀에 가입하거나 새 팀을 등록해보세요.',
    join: '팀 가입',
    create: '팀 등록',
    logoAlt: (name: string) => `${name} 로고`,
    region: '활동 지역',
    foundedYear: '창단연도',
    memberCount: '활동 회원 수',
    members: (n: number) => `${n}명`,
    year: (y: number) => `${y}년`,
    uniform: '유니폼',
    uniformTop: '상의',
    uniformBottom: '하의',
    uniformSocks: '스타킹',
    none: '-',
    description: '팀 소개',
    fullProfileSoon: '최근 기록, 공지사항, 일정은 곧 이곳에 표시됩니다.',
  },
  settings: {
    heading: '설정',
    currentTeam: '현재 팀',
    change: '변경',
    changed: (name: string) => `현재 팀을 ${name}(으)로 변경했습니다.`,
    account: '계정',
    logout: '로그아웃',
    loggedOut: '로그아웃되었습니다.',
    logoutFailed: '로그아웃에 실패했습니다.',
    withdraw: '회원 탈퇴',
    close: '닫기',
    emptyTeams: '소속된 팀이 없습니다. 팀에 가입한 뒤 다시 설정해주세요.',
    joinTeam: '팀 가입',
  },
  toast: {
    failure: (action: string, json: string) => `${action} - ${json}`,
  },
  chunkReload: {
    failed: '새 버전을 불러오지 못했습니다. 페이지를 새로고침해주세요.',
  },
} as const;

/** Label of a role; a visitor without a team role is a 비회원. */
export function roleLabel(role: TeamRole | null | undefined): string {
  return role ? messages.roles[role] : messages.roles.guest;
}

/** A team name with the temporary-team marker when needed. */
export function teamDisplayName(team: { name: string; isTemp: boolean }): string {
  return team.isTemp ? `${messages.tempTeamMarker} ${team.name}` : team.name;
}
