/**
 * Query-string values arrive as text. These schemas turn them into typed values, the same way on the
 * server (API queries) and in the client (route search parameters), so both read a URL alike.
 * A raw query is `Record<string, string | string[]>`; `readQuery` builds it from URLSearchParams.
 */
import * as v from 'valibot';
import { SortDirection } from './enums.ts';
import { maxId } from './fields.ts';

/** URLSearchParams → { key: value } with repeated keys collected into arrays. */
export function readQuery(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}

const oneString = v.union([
  v.string(),
  v.pipe(
    v.array(v.string()),
    v.transform((a) => a[a.length - 1] ?? ''),
  ),
]);

/** A whole number written in the query, e.g. `page=2`. */
export function intParam(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(
    oneString,
    v.trim(),
    v.regex(/^-?\d+$/, '정수여야 합니다.'),
    v.transform(Number),
    v.number(),
    v.minValue(min, `${min} 이상이어야 합니다.`),
    v.maxValue(max, `${max} 이하여야 합니다.`),
  );
}

/** `true` or `false` written in the query. */
export const boolParam = v.pipe(
  oneString,
  v.picklist(['true', 'false'], 'true 또는 false여야 합니다.'),
  v.transform((s) => s === 'true'),
);

/** Free text in the query, trimmed, at most `max` characters. */
export function textParam(max = 100) {
  return v.pipe(oneString, v.trim(), v.maxLength(max, `${max}자 이하여야 합니다.`));
}

/** One value of a closed set, e.g. `position=FW`. */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T) {
  return v.pipe(oneString, v.picklist(values, `${values.join(', ')} 중 하나여야 합니다.`));
}

/** A list given by repeating the key (`a=1&a=2`) or by commas (`a=1,2`). */
export function listParam<TItem extends v.GenericSchema<string, unknown>>(item: TItem) {
  return v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((raw) =>
      (Array.isArray(raw) ? raw : [raw])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
    v.array(item),
  );
}

/** A list of whole numbers, e.g. `opponentTeamIds=3,4`. */
export const idListParam = listParam(v.pipe(v.string(), v.regex(/^\d+$/, '숫자여야 합니다.'), v.transform(Number), v.maxValue(maxId, '너무 큰 id입니다.')));

/** `sort=field,direction`, repeatable (docs/product.md §7.4). */
export function sortParam<const T extends readonly [string, ...string[]]>(fields: T) {
  const one = v.pipe(
    v.string(),
    v.transform((s) => {
      const [field, direction = 'asc'] = s.split(',').map((p) => p.trim());
      return { field, direction };
    }),
    v.object({ field: v.picklist(fields, `정렬 항목은 ${fields.join(', ')} 중 하나여야 합니다.`), direction: SortDirection }),
  );
  return v.pipe(
    v.union([v.string(), v.array(v.string())]),
    // A single `sort=name,asc` must not be split on its comma, so only arrays are lists here.
    v.transform((raw) => (Array.isArray(raw) ? raw : [raw]).filter(Boolean)),
    v.array(one),
  );
}
export type SortOrder<F extends string> = { field: F; direction: 'asc' | 'desc' };

/** Paging of docs/product.md §7.4: page from 0, size 1–100 (100 is the team list's page size, §9). */
export const pageParams = {
  page: v.optional(intParam(0, 1_000_000), '0'),
  size: v.optional(intParam(1, 100), '20'),
};
