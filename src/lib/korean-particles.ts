/**
 * Korean particles that depend on the sound they follow: 을/를, 이/가, 은/는, 와/과, 으로/로.
 *
 * Korean picks the form by whether the word read aloud ends in a final consonant (받침), and for 으로/로
 * whether that consonant is ㄹ ('서울로', not '서울으로'). Writing both forms ('을(를)') reads like a
 * machine wrote it, so every message that puts a particle after a name or label asks here instead.
 * Names are typed by people, so a word may end in digits or Latin letters: those are judged by their
 * Korean reading ('3을' = 삼을, 'FC를' = 에프씨를); only a word whose reading cannot be guessed
 * (hanja, emoji only, nothing at all) keeps the written-out pair, which is still correct Korean.
 */

/** The particle pairs, written as Koreans name them. */
export type ParticlePair = '을/를' | '이/가' | '은/는' | '와/과' | '으로/로';

/** How the word ends when read aloud. */
export type FinalSound = 'vowel' | 'rieul' | 'consonant';

interface PairForms {
  afterConsonant: string;
  afterVowel: string;
  /** ㄹ behaves like a vowel for 으로/로 only. */
  afterRieul: string;
  /** When the reading is unknown: both forms, as Korean forms print them. */
  unknown: string;
}

const forms: Record<ParticlePair, PairForms> = {
  '을/를': { afterConsonant: '을', afterVowel: '를', afterRieul: '을', unknown: '을(를)' },
  '이/가': { afterConsonant: '이', afterVowel: '가', afterRieul: '이', unknown: '이(가)' },
  '은/는': { afterConsonant: '은', afterVowel: '는', afterRieul: '은', unknown: '은(는)' },
  '와/과': { afterConsonant: '과', afterVowel: '와', afterRieul: '과', unknown: '와(과)' },
  '으로/로': { afterConsonant: '으로', afterVowel: '로', afterRieul: '로', unknown: '(으)로' },
};

const hangulFirst = 0xac00;
const hangulLast = 0xd7a3;
/** Index of ㄹ among the 28 final-consonant slots of a precomposed syllable (0 = none). */
const rieulFinal = 8;

function hangulFinal(char: string): FinalSound {
  const final = (char.codePointAt(0)! - hangulFirst) % 28;
  if (final === 0) return 'vowel';
  return final === rieulFinal ? 'rieul' : 'consonant';
}

/** 영 일 이 삼 사 오 육 칠 팔 구. */
const digitReadings: readonly FinalSound[] = ['consonant', 'rieul', 'vowel', 'consonant', 'vowel', 'vowel', 'consonant', 'rieul', 'rieul', 'vowel'];

/**
 * A number ending in zeros is read by its last unit: 10 십, 100 백, 1000 천, 10^4–10^7 …만,
 * 10^8–10^11 …억, 10^12–10^15 …조, beyond …경. Only 조 ends in a vowel.
 */
function unitReading(trailingZeros: number): FinalSound {
  return trailingZeros >= 12 && trailingZeros <= 15 ? 'vowel' : 'consonant';
}

function numberReading(run: string): FinalSound {
  const point = run.lastIndexOf('.');
  // After a decimal point the digits are read one by one: 1.50 = 일 점 오 영.
  if (point >= 0) return digitReadings[Number(run[run.length - 1])]!;
  const digits = run.replaceAll(',', '');
  const last = Number(digits[digits.length - 1]);
  if (last !== 0) return digitReadings[last]!;
  const significant = digits.replace(/^0+/, '');
  if (significant === '') return digitReadings[0]!; // 0, 00: 영
  return unitReading(significant.length - significant.replace(/0+$/, '').length);
}

/** The Korean names of the Latin letters, by how they end: 엘, 알 (ㄹ); 엠, 엔 (other consonant). */
function letterNameReading(letter: string): FinalSound {
  if (letter === 'L' || letter === 'R') return 'rieul';
  if (letter === 'M' || letter === 'N') return 'consonant';
  return 'vowel';
}

/**
 * A Latin word by its usual Korean transcription, in a few rules that cover team names: a short
 * capitalised word is an acronym read letter by letter (FC 에프씨, PSV 피에스브이); otherwise -m, -n, -ng
 * end in a consonant (Tottenham 토트넘, Milan 밀란), -l, -le in ㄹ (Seoul 서울, Eagle 이글), and -ck or a
 * short vowel before k/p/t keep it as 받침 (Rock 록, Robot 로봇); everything else ends in a vowel
 * (United 유나이티드, Park 파크, Star 스타).
 */
function latinReading(word: string): FinalSound {
  if (word.length <= 4 && word === word.toUpperCase()) return letterNameReading(word[word.length - 1]!);
  const w = word.toLowerCase();
  if (/(?:l|le)$/.test(w)) return 'rieul';
  if (/(?:m|n|ng)$/.test(w)) return 'consonant';
  if (/ck$/.test(w) || /(?:^|[^aeiou])[aeiou][kpt]$/.test(w)) return 'consonant';
  return 'vowel';
}

/**
 * How `word` ends when read aloud, or null when its reading cannot be guessed. Trailing marks that
 * are not read (quotes, brackets, punctuation, spaces, emoji) are skipped.
 */
export function finalSoundOf(word: string): FinalSound | null {
  const match = /([\uAC00-\uD7A3]|[0-9][0-9,.]*|[A-Za-z]+|[^\p{P}\p{S}\p{M}\s])[\p{P}\p{S}\p{M}\s]*$/u.exec(word);
  if (!match) return null;
  const token = match[1]!;
  const first = token.codePointAt(0)!;
  if (first >= hangulFirst && first <= hangulLast) return hangulFinal(token);
  if (/^[0-9]/.test(token)) return numberReading(token.replace(/[,.]+$/, ''));
  if (/^[A-Za-z]/.test(token)) return latinReading(token);
  return null;
}

/** The particle alone, for when something sits between the word and it: `'${title}'${particle(title, '을/를')}`. */
export function particle(word: string, pair: ParticlePair): string {
  const sound = finalSoundOf(word);
  const f = forms[pair];
  if (sound === null) return f.unknown;
  if (sound === 'vowel') return f.afterVowel;
  return sound === 'rieul' ? f.afterRieul : f.afterConsonant;
}

/** The word with its particle: withParticle('FC 한강', '으로/로') → 'FC 한강으로'. */
export function withParticle(word: string, pair: ParticlePair): string {
  return `${word}${particle(word, pair)}`;
}
