/**
 * Field rules shared by several shapes (the product rules leave lengths and formats to us, docs/product.md §5;
 * these follow the older system's column sizes in docs/domain.md §1.1 where it had one).
 */
import * as v from 'valibot';

export const PersonName = v.pipe(
  v.string('이름을 입력해주세요.'),
  v.trim(),
  v.minLength(1, '이름을 입력해주세요.'),
  v.maxLength(30, '이름은 30자 이내로 입력해주세요.'),
);
export const TeamName = v.pipe(
  v.string('팀 이름을 입력해주세요.'),
  v.trim(),
  v.minLength(1, '팀 이름을 입력해주세요.'),
  v.maxLength(50, '팀 이름은 50자 이내로 입력해주세요.'),
);
/** `#RRGGBB`, the team colours (shirt, shorts, socks). */
export const HexColor = v.pipe(v.string('색상을 선택해주세요.'), v.regex(/^#[0-9A-Fa-f]{6}$/, '#RRGGBB 형식의 색상이어야 합니다.'));
/** A URL the app serves (an uploaded image under /uploads/) or an absolute http(s) URL. */
export const ImageUrl = v.pipe(v.string(), v.maxLength(512), v.regex(/^(\/uploads\/|https?:\/\/)/, '이미지 주소가 올바르지 않습니다.'));
/** `YYYY-MM-DD`. */
export const IsoDate = v.pipe(v.string('날짜를 입력해주세요.'), v.isoDate('YYYY-MM-DD 형식의 날짜여야 합니다.'));
/** `HH:mm` or `HH:mm:ss`, a wall-clock time of day. */
export const TimeOfDay = v.pipe(v.string('시간을 입력해주세요.'), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'HH:mm 형식의 시간이어야 합니다.'));
/** An instant, ISO 8601 with offset, e.g. `2026-11-22T10:00:00.000Z`. */
export const Instant = v.pipe(v.string(), v.isoTimestamp('ISO 8601 시각이어야 합니다.'));
/** The largest database id: ids are `serial` (32-bit), so a larger one can name nothing (and must not reach the database). */
export const maxId = 2_147_483_647;
/** A positive database id. */
export const Id = v.pipe(
  v.number('숫자 id여야 합니다.'),
  v.integer('정수 id여야 합니다.'),
  v.minValue(1, 'id는 1 이상이어야 합니다.'),
  v.maxValue(maxId, '너무 큰 id입니다.'),
);
/** A client-made id (UUID) that makes a write idempotent (docs/architecture.md §3.3). */
export const ClientId = v.pipe(v.string(), v.uuid('clientId는 UUID여야 합니다.'));
