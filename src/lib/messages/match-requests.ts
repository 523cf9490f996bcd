/**
 * Korean text of match requests and match ownership (decision 029): the requests an admin answers,
 * how the registering team sees its request, and why a delete, a cancel, a kick-off or a lineup
 * edit is not offered. Kept apart from src/lib/messages.ts like the other screen modules (decision
 * 021); the refusal sentences are short UI versions of the error catalogue's (contract/error-codes.ts).
 */
import type { MatchRequestState } from '#contract/enums.ts';
import type { ErrorName } from '#contract/error-codes.ts';

type Unanswered = Exclude<MatchRequestState, 'ACCEPTED'>;

export const matchRequestMessages = {
  // ---- the invited team's admins -----------------------------------------------------------------
  panelHeading: '경기 요청',
  count: (n: number) => `${n}건`,
  panelLead: '다른 팀이 우리 팀을 상대로 등록한 경기입니다. 수락하면 우리 팀 기록에도 들어가고, 거절하면 들어가지 않습니다.',
  requestedBy: (team: string) => `${team}의 요청`,
  opponent: '상대팀',
  date: '날짜',
  time: '시간',
  stadium: '장소',
  type: '경기 유형',
  accept: '수락',
  decline: '거절',
  acceptLabel: (title: string) => `'${title}' 경기 요청 수락`,
  declineLabel: (title: string) => `'${title}' 경기 요청 거절`,
  declineTitle: '경기 요청 거절',
  declineBody: (team: string, title: string) =>
    `${team}의 '${title}' 경기 요청을 거절할까요? 거절한 경기는 우리 팀 기록에 들어가지 않으며, 다시 수락할 수 없습니다.`,
  declineConfirm: '거절하기',
  back: '돌아가기',
  accepted: (title: string) => `'${title}' 경기 요청을 수락했습니다. 우리 팀 경기 목록에 추가되었습니다.`,
  declined: (title: string) => `'${title}' 경기 요청을 거절했습니다.`,
  acceptFailed: '경기 요청 수락에 실패했습니다.',
  declineFailed: '경기 요청 거절에 실패했습니다.',
  loadFailed: '경기 요청을 불러오지 못했습니다.',
  /** The invited admin on the match page, before answering. */
  invitedNote: '우리 팀에 온 경기 요청입니다. 수락하기 전에는 우리 팀 기록에 들어가지 않습니다.',
  answerWhere: '경기 목록에서 수락하거나 거절하기',
  /** The invited admin on the page of a match their team declined. */
  declinedByUs: '우리 팀이 거절함',
  declinedByUsNote: '우리 팀이 이 경기 요청을 거절했습니다. 우리 팀 기록에 들어가지 않으며, 경기를 시작하거나 공유할 수 없습니다.',

  // ---- the registering team --------------------------------------------------------------------
  states: { PENDING: '상대 수락 대기', DECLINED: '상대 팀이 거절함' } satisfies Record<Unanswered, string>,
  explain: {
    PENDING: '상대 팀 운영진이 수락하면 상대 팀 기록에도 들어갑니다. 경기 시작(킥오프)은 수락한 뒤에 할 수 있습니다.',
    DECLINED: '상대 팀이 이 경기 요청을 거절했습니다. 경기를 시작할 수 없으니 삭제하거나, 상대를 임시 팀으로 해서 경기를 새로 등록해주세요.',
  } satisfies Record<Unanswered, string>,

  // ---- why an action is not offered --------------------------------------------------------------
  deleteRefusals: {
    NOT_MATCH_OWNER: '경기를 등록한 상대 팀의 운영진만 이 경기를 삭제할 수 있습니다.',
    SHARED_MATCH_STARTED: '두 팀이 함께 기록하는 경기라 시작된 뒤에는 삭제할 수 없습니다.',
  } as Partial<Record<ErrorName, string>>,
  /** The delete confirmation of a match against a temporary team that has started. */
  deleteWithRecords: (title: string) =>
    `'${title}' 경기를 삭제할까요? 임시 팀과의 경기라 라인업과 지금까지의 경기 기록(이벤트, 메모)이 모두 함께 삭제되며 되돌릴 수 없습니다.`,
  otherSideMark: '상대 팀 기록',
  otherSideHint: '상대 팀 운영진이 기록한 이벤트는 취소할 수 없습니다.',
  kickoffWaits: {
    PENDING: '상대 팀이 경기 요청을 수락하기 전에는 경기를 시작할 수 없습니다. (수락 대기 중)',
    DECLINED: '상대 팀이 경기 요청을 거절해 경기를 시작할 수 없습니다.',
  } satisfies Record<Unanswered, string>,
  /** The same, read by the invited team's admin: the consent is theirs to give. */
  kickoffWaitsForUs: {
    PENDING: '우리 팀이 이 경기 요청을 수락하기 전에는 경기를 시작할 수 없습니다. (수락 대기 중)',
    DECLINED: '우리 팀이 거절한 경기라 시작할 수 없습니다.',
  } satisfies Record<Unanswered, string>,
  lineupWaits: '우리 팀이 이 경기 요청을 수락하기 전에는 우리 팀 라인업을 편집할 수 없습니다. 경기 목록의 경기 요청에서 먼저 수락해주세요.',
  lineupWaitsDeclined: '우리 팀이 거절한 경기라 우리 팀 라인업을 편집할 수 없습니다.',
};
