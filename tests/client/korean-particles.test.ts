import { finalSoundOf, particle, withParticle, type ParticlePair } from '#src/lib/korean-particles.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { matchCreateMessages } from '#src/lib/messages/match-create.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import { noticeMessages } from '#src/lib/messages/notices.ts';
import { describe, expect, test } from 'vitest';

describe('a Hangul word: the last syllable decides', () => {
  test.each<[string, ParticlePair, string]>([
    ['전반 시작', '을/를', '전반 시작을'],
    ['전반 종료', '을/를', '전반 종료를'],
    ['FC 한강', '으로/로', 'FC 한강으로'],
    ['관악 유나이티드', '으로/로', '관악 유나이티드로'],
    ['서울', '으로/로', '서울로'],
    ['김철수', '이/가', '김철수가'],
    ['박지성', '이/가', '박지성이'],
    ['공지', '은/는', '공지는'],
    ['경기', '은/는', '경기는'],
    ['팀', '은/는', '팀은'],
    ['홈팀', '와/과', '홈팀과'],
    ['원정', '와/과', '원정과'],
    ['상대', '와/과', '상대와'],
    ['교체', '을/를', '교체를'],
    ['메모 저장', '을/를', '메모 저장을'],
    ['길', '을/를', '길을'],
    ['길', '이/가', '길이'],
    ['길', '은/는', '길은'],
    ['길', '와/과', '길과'],
  ])('%s + %s → %s', (word, pair, expected) => {
    expect(withParticle(word, pair)).toBe(expected);
  });

  test('ㄹ takes 로 but 을/이/은/과 like any other final consonant', () => {
    expect(finalSoundOf('레알')).toBe('rieul');
    expect(particle('레알', '으로/로')).toBe('로');
    expect(particle('레알', '을/를')).toBe('을');
    expect(particle('레알', '이/가')).toBe('이');
    expect(particle('레알', '은/는')).toBe('은');
    expect(particle('레알', '와/과')).toBe('과');
  });

  test('every final consonant other than ㄹ takes 으로 (ㄱ, ㄴ, ㅁ, ㅂ, ㅇ, ㅆ)', () => {
    for (const word of ['북', '한강', '팀', '클럽', '경기장', '있']) expect(particle(word, '으로/로')).toBe('으로');
  });

  test('the whole range of precomposed syllables: 가 has none, 힣 has one', () => {
    expect(finalSoundOf('가')).toBe('vowel');
    expect(finalSoundOf('힣')).toBe('consonant');
    expect(finalSoundOf('갈')).toBe('rieul');
  });
});

describe('digits are read in Korean', () => {
  // 영 일 이 삼 사 오 육 칠 팔 구
  test.each<[string, string, string]>([
    ['0', '을', '으로'],
    ['1', '을', '로'],
    ['2', '를', '로'],
    ['3', '을', '으로'],
    ['4', '를', '로'],
    ['5', '를', '로'],
    ['6', '을', '으로'],
    ['7', '을', '로'],
    ['8', '을', '로'],
    ['9', '를', '로'],
  ])('%s takes %s and %s', (digit, object, direction) => {
    expect(particle(digit, '을/를')).toBe(object);
    expect(particle(`경기 ${digit}`, '으로/로')).toBe(direction);
  });

  test('a number ending in zeros is read by its unit: 십 백 천 만 억 조', () => {
    expect(withParticle('10', '을/를')).toBe('10을'); // 십
    expect(withParticle('20', '이/가')).toBe('20이'); // 이십
    expect(withParticle('100', '으로/로')).toBe('100으로'); // 백
    expect(withParticle('1,000', '은/는')).toBe('1,000은'); // 천
    expect(withParticle('50000', '와/과')).toBe('50000과'); // 오만
    expect(withParticle('300000000', '을/를')).toBe('300000000을'); // 삼억
    expect(withParticle('1000000000000', '을/를')).toBe('1000000000000를'); // 일조
  });

  test('a number not ending in zero is read by its last digit', () => {
    expect(withParticle('2026', '을/를')).toBe('2026을'); // 이천이십육
    expect(withParticle('11', '으로/로')).toBe('11로'); // 십일
    expect(withParticle('12', '이/가')).toBe('12가'); // 십이
  });

  test('after a decimal point digits are read one by one', () => {
    expect(particle('1.5', '을/를')).toBe('를'); // 일 점 오
    expect(particle('2.0', '을/를')).toBe('을'); // 이 점 영
  });

  test('zero alone and zeros alone are 영', () => {
    expect(particle('00', '이/가')).toBe('이');
  });

  test('a full stop after a number is punctuation, not a decimal point', () => {
    expect(particle('3라운드 경기 3.', '을/를')).toBe('을');
  });
});

describe('Latin letters by their Korean reading', () => {
  test('acronyms are read letter by letter: L, R end in ㄹ, M, N in a consonant, the rest in a vowel', () => {
    expect(withParticle('FC', '을/를')).toBe('FC를'); // 에프씨
    expect(withParticle('PSV', '으로/로')).toBe('PSV로'); // 피에스브이
    expect(withParticle('한강 FCL', '으로/로')).toBe('한강 FCL로'); // 엘
    expect(withParticle('한강 FCL', '을/를')).toBe('한강 FCL을');
    expect(withParticle('KBM', '이/가')).toBe('KBM이'); // 엠
    expect(withParticle('SKN', '으로/로')).toBe('SKN으로'); // 엔
    expect(withParticle('OR', '으로/로')).toBe('OR로'); // 알
  });

  test.each<[string, string]>([
    ['FC Seoul', '로'], // 서울
    ['Real', '로'], // 레알
    ['Eagle', '로'], // 이글
    ['Tottenham', '으로'], // 토트넘
    ['Milan', '으로'], // 밀란
    ['Young', '으로'], // 영
    ['Rock', '으로'], // 록
    ['Robot', '으로'], // 로봇
    ['United', '로'], // 유나이티드
    ['Park', '로'], // 파크
    ['Star', '로'], // 스타
    ['Boot', '로'], // 부트
  ])('%s takes %s', (word, direction) => {
    expect(particle(word, '으로/로')).toBe(direction);
  });
});

describe('what is not read', () => {
  test('closing quotes, brackets, punctuation and emoji after the word are skipped', () => {
    expect(particle("'주말 공지'", '을/를')).toBe('를');
    expect(particle('정기전 (11월)', '을/를')).toBe('을');
    expect(particle('우승!', '이/가')).toBe('이');
    expect(particle('FC 한강 ⚽', '으로/로')).toBe('으로');
    expect(particle('FC 한강 ⚽️', '으로/로')).toBe('으로');
  });

  test('a word whose reading cannot be guessed keeps both forms, as Korean forms print them', () => {
    for (const word of ['', '...', '漢江', 'ㅋㅋ']) expect(finalSoundOf(word)).toBeNull();
    expect(withParticle('漢江', '을/를')).toBe('漢江을(를)');
    expect(particle('漢江', '이/가')).toBe('이(가)');
    expect(particle('漢江', '은/는')).toBe('은(는)');
    expect(particle('漢江', '와/과')).toBe('와(과)');
    expect(particle('漢江', '으로/로')).toBe('(으)로');
  });
});

describe('the messages that put a particle after a name or label', () => {
  test('the clock confirmation: 전반 시작을, 전반 종료를', () => {
    expect(matchRecordMessages.confirmTimeBody('전반 시작')).toBe('지금 시각으로 전반 시작을 기록합니다.');
    expect(matchRecordMessages.confirmTimeBody('후반 종료')).toBe('지금 시각으로 후반 종료를 기록합니다.');
  });

  test('changing the current team: FC 한강으로, 관악 유나이티드로, FC 서울로', () => {
    expect(messages.settings.changed('FC 한강')).toBe('현재 팀을 FC 한강으로 변경했습니다.');
    expect(messages.settings.changed('관악 유나이티드')).toBe('현재 팀을 관악 유나이티드로 변경했습니다.');
    expect(messages.settings.changed('FC 서울')).toBe('현재 팀을 FC 서울로 변경했습니다.');
    expect(messages.settings.changed(teamDisplayName({ name: '동네 FC', isTemp: true }))).toBe('현재 팀을 [임시] 동네 FC로 변경했습니다.');
  });

  test('a new temporary team and a deleted notice', () => {
    expect(matchCreateMessages.tempCreated('동네 FC')).toBe('임시 팀 동네 FC를 만들었습니다.');
    expect(matchCreateMessages.tempCreated('성동 유나이티드 2팀')).toBe('임시 팀 성동 유나이티드 2팀을 만들었습니다.');
    expect(noticeMessages.deleteBody('주말 경기 안내')).toBe("'주말 경기 안내'를 삭제합니다. 삭제한 공지사항은 되돌릴 수 없습니다.");
    expect(noticeMessages.deleteBody('11월 회비 공지')).toBe("'11월 회비 공지'를 삭제합니다. 삭제한 공지사항은 되돌릴 수 없습니다.");
    expect(noticeMessages.deleteBody('회비 납부 일정')).toBe("'회비 납부 일정'을 삭제합니다. 삭제한 공지사항은 되돌릴 수 없습니다.");
  });

  test('no message builds a written-out pair any more', () => {
    const texts = [
      matchRecordMessages.confirmTimeBody('전반 시작'),
      messages.settings.changed('FC 한강'),
      matchCreateMessages.tempCreated('FC 한강'),
      noticeMessages.deleteBody('공지'),
    ];
    for (const text of texts) expect(text).not.toMatch(/\((을|를|이|가|은|는|와|과|으)\)/);
  });
});
