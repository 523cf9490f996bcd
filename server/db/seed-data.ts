/**
 * The demo people and teams that `seedIfEmpty` writes on first start (docs/architecture.md §2), as plain
 * data with fixed ids so tests and e2e specs can name them (`seedPeople`, `seedTeams`).
 * Imports nothing but contract types: e2e specs import this file.
 */
import type { FootType, OrganizationType, Position, TeamRole } from '#contract/enums.ts';

export interface SeedTeam {
  id: number;
  key: 'hangang' | 'gwanak' | 'seongsu';
  name: string;
  description: string;
  organizationType: OrganizationType;
  region: string;
  foundedYear: number;
  teamColor: string;
  bottomColor: string;
  stockingColor: string;
  /** A temporary opponent registered on the spot ('[임시]'); it has no members, only guest players. */
  isTemp: boolean;
}

export const seedTeams: SeedTeam[] = [
  {
    id: 1,
    key: 'hangang',
    name: 'FC 한강',
    description: '한강 둔치에서 뛰는 직장인 축구팀',
    organizationType: 'CLUB',
    region: '서울 마포구',
    foundedYear: 2015,
    teamColor: '#1E4FA0',
    bottomColor: '#FFFFFF',
    stockingColor: '#1E4FA0',
    isTemp: false,
  },
  {
    id: 2,
    key: 'gwanak',
    name: '관악 유나이티드',
    description: '관악산 아래 주말 축구 동호회',
    organizationType: 'CLUB',
    region: '서울 관악구',
    foundedYear: 2018,
    teamColor: '#C62828',
    bottomColor: '#212121',
    stockingColor: '#C62828',
    isTemp: false,
  },
  {
    id: 3,
    key: 'seongsu',
    name: '성수 FC',
    description: '친선전 상대팀',
    organizationType: 'OTHER',
    region: '서울 성동구',
    foundedYear: 2021,
    teamColor: '#2E7D32',
    bottomColor: '#2E7D32',
    stockingColor: '#FFFFFF',
    isTemp: true,
  },
];

export interface SeedMembership {
  teamKey: SeedTeam['key'];
  role: TeamRole;
  backNumber: number;
  position: Position;
  foot: FootType;
  height: number;
  weight: number;
  birthYear: number;
}

interface SeedPersonRow {
  key: string;
  name: string;
  memberships: SeedMembership[];
}

type Row = [
  key: string,
  name: string,
  role: TeamRole,
  backNumber: number,
  position: Position,
  foot: FootType,
  height: number,
  weight: number,
  birthYear: number,
];
const member = (teamKey: SeedTeam['key'], [key, name, role, backNumber, position, foot, height, weight, birthYear]: Row): SeedPersonRow => ({
  key,
  name,
  memberships: [{ teamKey, role, backNumber, position, foot, height, weight, birthYear }],
});

// Listed in lineup order within each position: the first three FW, three MF, four DF and one GK start.
const hangang: Row[] = [
  ['kim-minjun', '김민준', 'TEAM_ADMIN', 10, 'MF', 'RIGHT', 176, 70, 1990],
  ['park-jihun', '박지훈', 'TEAM_ADMIN', 1, 'GK', 'RIGHT', 186, 82, 1988],
  ['lee-seojun', '이서준', 'USER', 9, 'FW', 'RIGHT', 179, 73, 1996],
  ['choi-doyun', '최도윤', 'USER', 7, 'FW', 'LEFT', 172, 66, 1999],
  ['jung-woojin', '정우진', 'USER', 11, 'FW', 'RIGHT', 174, 69, 2001],
  ['kang-hyunwoo', '강현우', 'USER', 8, 'MF', 'BOTH', 177, 71, 1994],
  ['cho-minjae', '조민재', 'USER', 6, 'MF', 'RIGHT', 180, 75, 1992],
  ['yoon-gunwoo', '윤건우', 'USER', 14, 'MF', 'LEFT', 170, 64, 2000],
  ['jang-junhyuk', '장준혁', 'USER', 4, 'DF', 'RIGHT', 183, 78, 1991],
  ['lim-taeyun', '임태윤', 'USER', 5, 'DF', 'RIGHT', 185, 80, 1989],
  ['han-seungmin', '한승민', 'USER', 3, 'DF', 'LEFT', 178, 72, 1997],
  ['oh-jiho', '오지호', 'USER', 2, 'DF', 'RIGHT', 175, 70, 1998],
  ['seo-yejun', '서예준', 'USER', 13, 'DF', 'RIGHT', 181, 76, 1993],
  ['shin-donghyun', '신동현', 'USER', 21, 'GK', 'RIGHT', 188, 84, 2002],
  ['kwon-siwoo', '권시우', 'USER', 17, 'FW', 'RIGHT', 168, 62, 2004],
  ['hwang-yuchan', '황유찬', 'USER', 19, 'MF', 'RIGHT', 173, 68, 1987],
];

const gwanak: Row[] = [
  ['lee-junho', '이준호', 'TEAM_ADMIN', 10, 'FW', 'RIGHT', 177, 71, 1991],
  ['kim-taehyun', '김태현', 'USER', 1, 'GK', 'RIGHT', 187, 83, 1990],
  ['park-sungmin', '박성민', 'USER', 9, 'FW', 'LEFT', 175, 70, 1995],
  ['jung-haneul', '정하늘', 'USER', 11, 'FW', 'RIGHT', 171, 65, 2000],
  ['choi-youngjae', '최영재', 'USER', 7, 'MF', 'RIGHT', 174, 68, 1998],
  ['yoo-seungho', '유승호', 'USER', 8, 'MF', 'RIGHT', 178, 72, 1993],
  ['noh-hyunseok', '노현석', 'TEAM_ADMIN', 6, 'MF', 'BOTH', 180, 76, 1989],
  ['bae-jisung', '배지성', 'USER', 16, 'MF', 'LEFT', 169, 63, 2003],
  ['moon-sanghun', '문상훈', 'USER', 4, 'DF', 'RIGHT', 184, 79, 1992],
  ['ryu-jaeseok', '류재석', 'USER', 5, 'DF', 'RIGHT', 182, 77, 1988],
  ['hong-kibeom', '홍기범', 'USER', 3, 'DF', 'LEFT', 176, 71, 1996],
  ['jeon-minhyuk', '전민혁', 'USER', 2, 'DF', 'RIGHT', 173, 69, 1999],
  ['ko-junseo', '고준서', 'USER', 20, 'DF', 'RIGHT', 180, 75, 1994],
  ['namgung-hyun', '남궁현', 'USER', 18, 'GK', 'LEFT', 189, 86, 2001],
  ['baek-seungwoo', '백승우', 'USER', 19, 'FW', 'RIGHT', 170, 64, 2004],
  ['yang-donggun', '양동건', 'USER', 23, 'MF', 'RIGHT', 175, 72, 1986],
];

const rows: SeedPersonRow[] = [
  ...hangang.map((r) => member('hangang', r)),
  // One person plays for both teams (on different nights), with a membership in each.
  {
    key: 'song-minho',
    name: '송민호',
    memberships: [
      { teamKey: 'hangang', role: 'USER', backNumber: 15, position: 'MF', foot: 'RIGHT', height: 176, weight: 70, birthYear: 1995 },
      { teamKey: 'gwanak', role: 'USER', backNumber: 15, position: 'MF', foot: 'RIGHT', height: 176, weight: 70, birthYear: 1995 },
    ],
  },
  ...gwanak.map((r) => member('gwanak', r)),
  // Signed up, profile complete, no team yet: the "join a team" path.
  { key: 'shin-jiho', name: '신지호', memberships: [] },
];

export interface SeedPerson {
  /** Stable across runs; also the dev sign-in's social id (`seed:<key>`). */
  key: string;
  /** The database id on a freshly seeded database. */
  id: number;
  name: string;
  teams: { id: number; key: SeedTeam['key']; name: string; role: TeamRole }[];
  memberships: SeedMembership[];
}

const teamByKey = (key: SeedTeam['key']) => seedTeams.find((t) => t.key === key)!;

/** Every seeded person, ACTIVE and signing in through the development page. */
export const seedPeople: SeedPerson[] = rows.map((row, index) => ({
  key: row.key,
  id: index + 1,
  name: row.name,
  teams: row.memberships.map((m) => ({ id: teamByKey(m.teamKey).id, key: m.teamKey, name: teamByKey(m.teamKey).name, role: m.role })),
  memberships: row.memberships,
}));

/** A seeded person by key; throws on a typo so a test cannot silently use nobody. */
export function seedPerson(key: string): SeedPerson {
  const person = seedPeople.find((p) => p.key === key);
  if (!person) throw new Error(`no seeded person "${key}"`);
  return person;
}

/** Guest players of the temporary opponent (no accounts): name and shirt number. */
export const seongsuGuests: [name: string, number: number, position: Position][] = [
  ['오세훈', 1, 'GK'],
  ['김도현', 2, 'DF'],
  ['이재민', 3, 'DF'],
  ['박준영', 4, 'DF'],
  ['정민수', 5, 'DF'],
  ['최승현', 6, 'MF'],
  ['한지원', 8, 'MF'],
  ['유진호', 10, 'MF'],
  ['강태오', 7, 'FW'],
  ['임성빈', 9, 'FW'],
  ['송재훈', 11, 'FW'],
];
