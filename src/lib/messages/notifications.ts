/**
 * Korean text of the settings dialog's 알림 section (decision 058), kept apart from src/lib/messages.ts
 * so the first pages do not download it (decision 021): this device's switch with what each state
 * means, and each team's choices.
 */
import type { PushUnsupportedReason } from '#machines/push-device.machine.ts';

export const notificationMessages = {
  heading: '알림',
  device: {
    label: '이 기기에서 알림 받기',
    checking: '이 기기의 알림 상태를 확인하고 있습니다…',
    off: '골, 경기 시작과 종료, 일정 알림을 이 기기로 받을 수 있습니다.',
    turningOn: '알림을 켜는 중입니다… 브라우저가 묻는다면 ‘허용’을 눌러주세요.',
    on: '이 기기에서 알림을 받고 있습니다.',
    turningOff: '알림을 끄는 중입니다…',
    turnedOn: '이 기기에서 알림을 켰습니다.',
    turnedOff: '이 기기에서 알림을 껐습니다.',
    dismissed: '알림 권한을 허용하지 않아 켜지 않았습니다. 다시 켜면 브라우저가 한 번 더 묻습니다.',
    unsupported: {
      noPush: '이 브라우저는 푸시 알림을 지원하지 않습니다. 최신 Chrome, Edge, Firefox, Safari에서 이용해주세요.',
      iosHomeScreen:
        'iPhone·iPad에서는 홈 화면에 추가한 앱에서만 알림을 받을 수 있습니다. Safari의 공유 버튼 → ‘홈 화면에 추가’를 누른 뒤, 홈 화면의 Pitchside를 열어 알림을 켜주세요. (iOS 16.4 이상)',
      noWorker:
        '이 화면에는 서비스 워커가 없어 알림을 켤 수 없습니다. 개발 서버(npm run dev)에서는 서비스 워커가 동작하지 않으니 npm start로 연 앱에서 켜주세요. 시크릿 모드나 사이트 데이터 저장이 꺼진 브라우저에서도 켤 수 없습니다.',
    } satisfies Record<PushUnsupportedReason, string>,
    denied: '이 사이트의 알림이 브라우저에서 차단되어 있습니다.',
    deniedHowTo: [
      '컴퓨터: 주소창 왼쪽의 사이트 정보(자물쇠) 아이콘 → 알림 → ‘허용’',
      'Android Chrome: 주소창의 ⋮ → 설정 → 사이트 설정 → 알림 → 이 사이트를 ‘허용’',
      'iPhone·iPad(홈 화면 앱): 설정 → 알림 → Pitchside → 알림 허용',
    ],
    deniedAfter: '허용으로 바꾼 뒤 이 창을 다시 열어주세요.',
    failed: {
      turnOn: '알림을 켜지 못했습니다.',
      turnOff: '알림을 끄지 못했습니다. 다시 시도해주세요.',
      worker: '서비스 워커가 준비되지 않았습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.',
      subscribe: '이 브라우저의 푸시 서비스에 등록하지 못했습니다. 잠시 후 다시 시도하고, 계속 안 되면 다른 브라우저에서 켜주세요.',
      noPushService:
        '이 브라우저에서는 푸시 서비스를 쓸 수 없어 알림을 켜지 못했습니다. 시크릿(개인정보 보호) 창이거나 푸시 서비스가 없는 브라우저일 수 있습니다. 일반 창의 Chrome, Edge, Firefox, Safari에서 켜주세요.',
      register: '서버에 이 기기를 등록하지 못했습니다. 잠시 후 다시 시도해주세요.',
      offline: '인터넷에 연결되어 있지 않습니다. 연결된 뒤 다시 시도해주세요.',
    },
  },
  teams: {
    heading: '팀별 알림',
    lead: '팀마다 받을 알림을 고르세요. 알림을 켠 모든 기기에 적용됩니다.',
    groupLabel: (team: string) => `${team} 알림`,
    goals: '골',
    goalsHint: '골과 골 취소',
    matchPhases: '킥오프·하프타임·경기 종료',
    reminders: '일정 알림',
    remindersHint: '응답하지 않은 일정이 다가올 때',
    dues: '회비 알림',
    duesHint: '납부일에 미납 회비가 있을 때',
    saving: '저장 중…',
    saved: '저장했습니다.',
    failed: '저장하지 못했습니다. 선택은 그대로 두었습니다.',
    retry: '다시 저장',
    loadFailed: '알림 설정을 불러오지 못했습니다.',
  },
} as const;
