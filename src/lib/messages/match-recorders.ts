/**
 * Korean text of a match's named recorder (decision 054): the member an admin hands the phone to.
 * Kept apart from src/lib/messages.ts like the other screen modules (decision 021).
 */
export const matchRecorderMessages = {
  fact: '기록 담당',
  factValue: (name: string, team: string) => `${name} (${team})`,
  open: '기록 담당',
  dialogTitle: '기록 담당 정하기',
  lead: '운영진 말고도 이 경기를 기록할 멤버를 팀마다 한 명 정할 수 있습니다. 경기에 뛰지 않는 멤버에게 휴대폰을 맡길 때 쓰세요.',
  scope: '기록 담당은 이 경기의 기록 화면만 쓸 수 있고, 경기가 끝나면 권한도 끝납니다.',
  fieldLabel: (team: string) => `${team} 기록 담당`,
  nobody: '정하지 않음 (운영진만 기록)',
  noCandidates: '기록 담당을 맡을 수 있는 멤버가 없습니다. 운영진이 아닌, 앱에 로그인하는 멤버만 맡을 수 있습니다.',
  loadFailed: '멤버 목록을 불러오지 못했습니다.',
  save: '저장',
  cancel: '닫기',
  saved: (name: string | null) => (name ? `${name} 님을 기록 담당으로 정했습니다.` : '기록 담당을 해제했습니다.'),
  saveFailed: '기록 담당을 바꾸지 못했습니다.',
  // ---- the named member ---------------------------------------------------------------------------
  youRecord: '이 경기의 기록 담당입니다. 경기가 끝나면 기록 권한도 끝납니다.',
} as const;
