/**
 * Every state decision of the recording endpoints goes through the match machine
 * (machines/match.lifecycle.ts), the same one the record page runs. A refusal names the match's
 * current state in Korean so the person at the pitch knows why.
 */
import type { MatchState } from '#contract/enums.ts';
import { isAllowed, type LifecycleRequest, nextMatchState } from '#machines/match.lifecycle.ts';
import { ApiError } from '../http/errors.ts';

export const stateLabels: Record<MatchState, string> = {
  SCHEDULED: '경기 전',
  PLAY_FIRST_HALF: '전반 진행 중',
  HALF_TIME: '하프타임',
  PLAY_SECOND_HALF: '후반 진행 중',
  FINISHED: '경기 종료',
};

/**
 * The request as the object of a refusal, its particle written in: the labels are fixed, so each
 * carries the form its last syllable takes (the client's messages choose theirs with
 * src/lib/korean-particles.ts, which the server may not import).
 */
export function requestObject(request: LifecycleRequest): string {
  switch (request.type) {
    case 'half.start':
      return request.half === 'FIRST_HALF' ? '전반 시작을' : '후반 시작을';
    case 'half.end':
      return request.half === 'FIRST_HALF' ? '전반 종료를' : '후반 종료를';
    case 'kickoff.cancel':
      return '경기 시작 취소를';
    case 'event.record':
      return '이벤트 기록을';
    case 'exchange.record':
      return '선수 교체를';
    case 'event.cancel':
      return '기록 취소를';
    case 'memo.save':
      return '메모 저장을';
  }
}

const refusal = (state: MatchState, request: LifecycleRequest) => `현재 경기 상태(${stateLabels[state]})에서는 ${requestObject(request)} 할 수 없습니다.`;

/** The state after a half start/end or a kick-off cancel; refused → 409 6023 naming the current state. */
export function requireTransition(state: MatchState, request: LifecycleRequest): MatchState {
  const next = nextMatchState(state, request);
  if (next === null) throw new ApiError('INVALID_MATCH_TRANSITION', null, {}, refusal(state, request));
  return next;
}

/** A write that keeps the state (record, exchange, cancel, memo); refused → 409 6021 naming the current state. */
export function requireAllowed(state: MatchState, request: LifecycleRequest): void {
  if (!isAllowed(state, request)) throw new ApiError('NOT_IN_PLAY_MATCH', null, {}, refusal(state, request));
}
