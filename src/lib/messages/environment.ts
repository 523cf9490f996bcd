/**
 * Korean text of where the app runs (decision 083): the apps whose own browser a link opens in, the
 * way out of them, and the iPhone home-screen guide. Apart from src/lib/messages.ts: only the
 * settings dialog and the schedule's answer use it (decision 021).
 */
import type { InAppKind } from '#src/lib/environment/environment.ts';

export const environmentMessages = {
  appNames: {
    KAKAOTALK: '카카오톡',
    NAVER: '네이버 앱',
    BAND: '밴드',
    INSTAGRAM: '인스타그램',
    FACEBOOK: '페이스북',
    LINE: '라인',
  } satisfies Record<InAppKind, string>,
  /** The app's name where one is known, else "이 앱". */
  inThisApp: (app: string | null) => `${app ?? '이 앱'} 안의 브라우저`,
  openElsewhere: {
    button: '다른 브라우저로 열기',
    copied: '링크를 복사했습니다. 이렇게 열어주세요:',
    copyFailed: '링크를 복사하지 못했습니다. 아래 주소를 길게 눌러 복사한 뒤 이렇게 열어주세요:',
    /** Each app's own menu to the phone's browser. */
    steps: {
      KAKAOTALK: ['오른쪽 아래 ⋮ 버튼 → ‘다른 브라우저로 열기’'],
      NAVER: ['오른쪽 아래 ⋯ 버튼 → ‘다른 브라우저로 열기’'],
      BAND: ['오른쪽 위 ⋮ 버튼 → ‘다른 브라우저로 열기’'],
      INSTAGRAM: ['오른쪽 위 ⋯ 버튼 → ‘외부 브라우저에서 열기’'],
      FACEBOOK: ['오른쪽 위 ⋯ 버튼 → ‘외부 브라우저에서 열기’'],
      LINE: ['오른쪽 위 ⋮ 버튼 → ‘기본 브라우저로 열기’'],
    } satisfies Record<InAppKind, readonly string[]>,
    paste: 'Chrome이나 Safari를 열어 주소창에 붙여 넣어도 됩니다.',
  },
  notifications: {
    inApp: (app: string | null) => `${environmentMessages.inThisApp(app)}에서는 알림을 받을 수 없습니다. 휴대폰의 브라우저에서 열어 알림을 켜주세요.`,
    iosSafari: 'iPhone에서는 홈 화면에 추가한 피치사이드에서만 알림을 받을 수 있습니다.',
  },
  homeScreen: {
    title: '홈 화면에 피치사이드 추가하기',
    lead: '홈 화면에서 열면 경기 알림을 받고, 앱처럼 바로 열 수 있습니다.',
    /** The first step's words around Safari's share icon. */
    share: ['Safari 아래쪽의 공유 버튼', '을 누르세요.'],
    steps: ['‘홈 화면에 추가’를 누르세요.', '홈 화면의 피치사이드를 열고 카카오로 한 번 더 로그인하세요.'],
    shareIcon: '공유 버튼',
    close: '확인',
  },
} as const;
