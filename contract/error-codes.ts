/**
 * The error catalogue: every custom code the API answers with, its HTTP status and its Korean message.
 * Codes of the older system are kept where one exists (domain-facts §2.2, Appendix D);
 * ranges: 4xxx user, 5xxx team, 6xxx match, 7xxx match-user, 8xxx file, 9xxx token, 10xxx auth, 11xxx the server's own dependencies.
 * Where the old code carried a wrong HTTP status (6018 and 7004 were 404) the status is corrected.
 */
export const errorCodes = {
  BAD_REQUEST: { code: 400, status: 400, message: '잘못된 요청입니다.' },
  FORBIDDEN: { code: 403, status: 403, message: '권한이 없습니다.' },
  NOT_FOUND: { code: 404, status: 404, message: '요청한 주소를 찾을 수 없습니다.' },
  METHOD_NOT_ALLOWED: { code: 405, status: 405, message: '허용되지 않은 메서드입니다.' },
  PAYLOAD_TOO_LARGE: { code: 413, status: 413, message: '요청 본문이 너무 큽니다.' },
  UNSUPPORTED_MEDIA_TYPE: { code: 415, status: 415, message: '요청 본문은 JSON이어야 합니다.' },
  TOO_MANY_REQUESTS: { code: 429, status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  UNKNOWN_ERROR: { code: 500, status: 500, message: '알 수 없는 오류가 발생했습니다.' },
  NOT_IMPLEMENTED: { code: 501, status: 501, message: '아직 제공되지 않는 기능입니다.' },
  SERVICE_UNAVAILABLE: { code: 503, status: 503, message: '일시적으로 서비스를 이용할 수 없습니다.' },

  NOTFOUND_USER: { code: 4002, status: 404, message: '존재하지 않는 유저입니다.' },
  ALREADY_REGISTERED_USER: { code: 4003, status: 409, message: '이미 가입을 마친 유저입니다.' },
  PROFILE_INCOMPLETE: { code: 4004, status: 403, message: '회원가입을 먼저 완료해주세요.' },

  DUPLICATE_TEAMNAME: { code: 5001, status: 409, message: '이미 존재하는 팀 이름입니다.' },
  NOTFOUND_TEAM: { code: 5002, status: 404, message: '존재하지 않는 팀입니다.' },
  ALREADY_JOINED_USER: { code: 5003, status: 409, message: '이미 팀에 소속된 유저입니다.' },
  NOT_TEAM_MEMBER: { code: 5005, status: 403, message: '이 팀의 멤버가 아닙니다.' },
  NOT_TEAM_ADMIN: { code: 5006, status: 403, message: '팀 운영진만 할 수 있습니다.' },
  LAST_TEAM_ADMIN: { code: 5007, status: 409, message: '팀에는 운영진이 한 명 이상 있어야 합니다.' },
  NOTFOUND_INVITE_CODE: { code: 5008, status: 404, message: '존재하지 않거나 만료된 초대 코드입니다.' },
  NOTFOUND_TEAM_MEMBER: { code: 5009, status: 404, message: '팀에 소속되지 않은 유저입니다.' },
  NOTFOUND_NOTICE: { code: 5010, status: 404, message: '존재하지 않는 공지사항입니다.' },
  NOTFOUND_SCHEDULE: { code: 5011, status: 404, message: '존재하지 않는 일정입니다.' },
  ATTENDANCE_CLOSED: { code: 5012, status: 409, message: '이미 시작한 일정에는 참석 여부를 바꿀 수 없습니다.' },
  NOTFOUND_CALENDAR_FEED: { code: 5013, status: 404, message: '유효하지 않은 캘린더 구독 주소입니다.' },

  INVALID_TITLE: { code: 6001, status: 400, message: '경기명을 입력하세요.' },
  SAME_TEAM_ERROR: { code: 6003, status: 400, message: '홈 팀과 어웨이 팀은 동일할 수 없습니다.' },
  INVALID_DATE: { code: 6005, status: 400, message: '과거 날짜는 등록할 수 없습니다.' },
  TIME_ORDER_INVALID: { code: 6006, status: 400, message: '시작 시간은 종료 시간보다 빨라야 합니다.' },
  NOTFOUND_MATCH: { code: 6007, status: 404, message: '존재하지 않는 매치입니다.' },
  NOT_PARTICIPATING_PLAYER: { code: 6008, status: 400, message: '경기에 참여 중이지 않은 선수입니다.' },
  UNAUTHORIZED_RECORD: { code: 6009, status: 403, message: '기록할 수 없는 유저입니다.' },
  TEAM_NOT_PARTICIPATING: { code: 6011, status: 400, message: '해당 팀은 이 경기의 홈 팀도 어웨이 팀도 아닙니다.' },
  DIFFERENT_TEAM_EXCHANGE: { code: 6013, status: 400, message: '서로 다른 팀의 선수는 교체할 수 없습니다.' },
  NOTFOUND_MATCH_EVENT: { code: 6017, status: 404, message: '존재하지 않는 경기 이벤트입니다.' },
  INVALID_HALF_PERIOD: { code: 6018, status: 400, message: '유효한 경기 기간은 1분~45분입니다.' },
  NOT_IN_PLAY_MATCH: { code: 6021, status: 409, message: '진행 중인 경기가 아닙니다.' },
  INVALID_MATCH_TRANSITION: { code: 6023, status: 409, message: '현재 경기 상태에서는 할 수 없는 요청입니다.' },
  MATCH_ALREADY_STARTED: { code: 6024, status: 409, message: '이미 시작된 경기는 삭제할 수 없습니다.' },
  PLAYER_SENT_OFF: { code: 6025, status: 409, message: '퇴장당한 선수입니다. 다시 경기에 나설 수 없습니다.' },
  PLAYER_SUBBED_OUT: { code: 6026, status: 409, message: '교체되어 나간 선수입니다. 다시 경기에 나설 수 없습니다.' },
  PLAYER_NOT_ON_PITCH: { code: 6027, status: 409, message: '경기장에 있는 선수가 아닙니다. 벤치 선수는 교체로 들어온 뒤에 기록할 수 있습니다.' },
  PLAYER_ALREADY_ON_PITCH: { code: 6028, status: 409, message: '이미 경기장에 있는 선수는 교체로 들어올 수 없습니다.' },
  DERIVED_EVENT_CANCEL: { code: 6029, status: 409, message: '함께 기록된 이벤트는 따로 취소할 수 없습니다. 원래 이벤트를 취소해주세요.' },
  EXCHANGE_UNDO_BLOCKED: { code: 6030, status: 409, message: '교체로 들어온 선수가 이미 경기장을 떠나 교체를 되돌릴 수 없습니다.' },
  EVENT_NOT_CANCELLABLE: { code: 6031, status: 409, message: '교체 취소 기록은 취소할 수 없습니다. 다시 교체해주세요.' },
  CLIENT_ID_CONFLICT: { code: 6032, status: 409, message: '같은 clientId로 다른 요청이 이미 기록되었습니다.' },

  ALREADY_REGISTERED_MATCH_USER: { code: 7002, status: 409, message: '매치에 이미 등록된 유저입니다.' },
  NOTFOUND_MATCHUSER: { code: 7003, status: 404, message: '존재하지 않는 매치 유저입니다.' },
  ALREADY_OCCUPIED: { code: 7004, status: 409, message: '해당 좌표에 이미 누군가 배치되어 있습니다.' },
  NOT_LINEUP_ADMIN: { code: 7005, status: 403, message: '해당 팀의 운영진만 그 팀의 명단을 바꿀 수 있습니다.' },
  LINEUP_LOCKED: { code: 7006, status: 409, message: '경기가 시작된 뒤에는 교체로만 명단을 바꿀 수 있습니다.' },
  TOO_MANY_STARTERS: { code: 7007, status: 409, message: '선발 선수는 한 팀에 11명까지 둘 수 있습니다.' },
  GOALKEEPER_ROW_TAKEN: { code: 7008, status: 409, message: '골키퍼 줄(맨 아래 줄)에는 한 팀에 한 명만 배치할 수 있습니다.' },
  INVALID_LINEUP_GRID: { code: 7009, status: 400, message: '선발 선수는 그리드 위치가 있어야 하고, 교체 선수는 위치가 없어야 합니다.' },
  NOT_CURRENT_MEMBER: { code: 7010, status: 400, message: '팀의 현재 멤버만 명단에 넣을 수 있습니다.' },
  INVALID_LINEUP_PERSON: { code: 7011, status: 400, message: '팀 멤버는 userId로, 임시 팀의 선수는 이름과 등번호로 등록해주세요.' },

  INVALID_FILE_EXTENSION: { code: 8001, status: 400, message: '지원하지 않는 파일 형식입니다.' },
  NOTFOUND_FILE: { code: 8002, status: 404, message: '존재하지 않는 파일입니다.' },
  FILE_TOO_LARGE: { code: 8006, status: 413, message: '파일 크기는 10MB 이하여야 합니다.' },

  UNAUTHORIZED: { code: 9000, status: 401, message: '로그인이 필요합니다.' },
  INVALID_BEARER: { code: 9001, status: 401, message: '잘못된 인증 헤더 형식입니다.' },
  ACCESS_TOKEN_EXPIRED: { code: 9002, status: 401, message: '액세스 토큰이 만료되었습니다.' },
  INVALID_TOKEN: { code: 9006, status: 401, message: '유효하지 않은 토큰입니다.' },
  NO_REFRESH_TOKEN: { code: 9008, status: 401, message: '리프레시 토큰이 없습니다.' },
  REFRESH_TOKEN_EXPIRED: { code: 9003, status: 401, message: '리프레시 토큰이 만료되었습니다.' },
  REFRESH_TOKEN_REUSED: { code: 9010, status: 401, message: '이미 사용된 리프레시 토큰입니다. 다시 로그인해주세요.' },

  INVALID_REDIRECT_URI: { code: 10003, status: 400, message: '허용되지 않은 리다이렉트 주소입니다.' },
  INVALID_LOGIN_CODE: { code: 10004, status: 401, message: '로그인 코드가 유효하지 않거나 만료되었습니다.' },
  SOCIAL_LOGIN_FAILED: { code: 10005, status: 502, message: '소셜 로그인 서버와 통신하지 못했습니다.' },
  INVALID_LOGIN_STATE: { code: 10006, status: 401, message: '로그인 요청을 확인할 수 없습니다. 보안을 위해 처음부터 다시 로그인해주세요.' },
  TOO_MANY_AUTH_REQUESTS: { code: 10007, status: 429, message: '로그인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },

  DATABASE_UNAVAILABLE: { code: 11001, status: 503, message: '데이터베이스에 잠시 연결할 수 없어 요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.' },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ErrorName = keyof typeof errorCodes;
