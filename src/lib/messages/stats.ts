/**
 * Korean text of the season statistics (시즌 기록, issue #19), apart from src/lib/messages.ts so other
 * screens do not download it (decision 021).
 */
export const statsMessages = {
  columns: {
    player: '선수', backNumber: '등번호', position: '포지션', kind: '구분',
    appearances: '출전', starts: '선발', minutes: '출전 시간(분)', goals: '골', assists: '도움',
    attackPoints: '공격포인트', yellowCards: '경고', sentOffs: '퇴장', ownGoals: '자책골',
  },
  guest: '용병',
  member: '멤버',
  formerMember: '전 멤버',
  noPosition: '미정',
  fileTitle: '시즌 기록',
};
