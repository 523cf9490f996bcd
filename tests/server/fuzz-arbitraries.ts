/**
 * fast-check arbitraries derived from the contract's valibot schemas, by walking the schema objects:
 * `shaped(schema)` makes values of the schema's shape whose leaves sit on and just past each limit
 * (so many are valid, many are one step out), and `mutated(schema)` does the same but replaces some
 * nodes by a value of the wrong kind (`junk`), drops required keys and adds unknown ones.
 * Also the hostile texts used for path segments, query values and whole bodies.
 */
import fc from 'fast-check';
import type * as v from 'valibot';

/** The parts of a valibot schema or action this walker reads (valibot 1.x object shape). */
interface Node {
  kind: 'schema' | 'validation' | 'transformation';
  type: string;
  pipe?: Node[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  options?: unknown[];
  literal?: unknown;
  requirement?: unknown;
}

const asNode = (schema: v.GenericSchema): Node => schema as unknown as Node;

/** Numbers that break careless code: signs, 32-bit and 53-bit edges, fractions, exponent forms. */
export const edgeNumbers = [0, -1, 1, 0.5, -0.0001, 1.5, 99.999, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, -(2 ** 53) - 1, 1e308, Number.MIN_VALUE];

/** Texts that break careless code: empties, whitespace, numbers in disguise, injection, unicode oddities. */
export const edgeTexts = [
  '',
  ' ',
  '\t\n',
  '0',
  '-1',
  '01',
  '1.0',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  '１２',
  '٣',
  "' OR 1=1 --",
  '"; drop table users; --',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202Eevil',
  '\uFEFF',
  '\uD800',
  '😀'.repeat(5),
  'e\u0301',
  '한'.repeat(3),
  'ＡＢＣ',
];

/** One text of edgeTexts, a random (full-unicode) string, or a text just over every limit the contract uses. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...edgeTexts) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(31, 51, 101, 401, 513, 1001, 2001, 10_001).chain((n) => fc.constantFrom('가', 'a', ' ', '😀').map((c) => c.repeat(n))),
  },
);

/** A value of any JSON kind, including the edge numbers and hostile texts. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { '': 1 }),
  fc.constantFrom(...edgeNumbers),
  hostileText,
  fc.jsonValue({ maxDepth: 2 }),
);

function actions(node: Node, type: string): Node[] {
  return (node.pipe ?? []).filter((a) => a.type === type);
}
function requirement<T>(node: Node, type: string): T | undefined {
  return actions(node, type)[0]?.requirement as T | undefined;
}

/** Numbers around the schema's bounds (the bounds, one step inside and outside) and a few in between. */
function numberFor(node: Node): fc.Arbitrary<number> {
  const min = requirement<number>(node, 'min_value');
  const max = requirement<number>(node, 'max_value');
  const integer = actions(node, 'integer').length > 0;
  const lo = min ?? -1000;
  const hi = max ?? 1000;
  const inside = integer
    ? fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31 - 1) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  const bounds = [lo, hi, lo - 1, hi + 1, lo + 0.5, ...edgeNumbers];
  // Small whole numbers near the lower bound: the seeded ids are small, so these name real rows.
  const near = fc.integer({ min: lo, max: Math.min(hi, lo + 40) });
  return fc.oneof({ weight: 3, arbitrary: inside }, { weight: 3, arbitrary: near }, { weight: 2, arbitrary: fc.constantFrom(...bounds) });
}

/** Dates mostly around the test clock (May 2026), where ranges and "not in the past" rules let them through; some far off. */
const anyDate = fc.oneof(
  { weight: 3, arbitrary: fc.date({ min: new Date('2026-04-01'), max: new Date('2026-08-31'), noInvalidDate: true }) },
  { weight: 1, arbitrary: fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }) },
);
const isoDate = anyDate.map((d) => d.toISOString().slice(0, 10));
const isoInstant = anyDate.map((d) => d.toISOString());
const badDates = fc.constantFrom(
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '26-05-20',
  '2026-5-2',
  '2026-05-20T25:00:00Z',
  '2026-05-20T10:00:00',
  '9999-12-31T23:59:59.999Z',
);

/** Strings of the schema's format when it has one (regex, date, instant, uuid, url), else of lengths on and past its limits. */
function stringFor(node: Node): fc.Arbitrary<string> {
  const regex = requirement<RegExp>(node, 'regex');
  if (regex) return fc.oneof({ weight: 3, arbitrary: fc.stringMatching(regex).filter((s) => s.length <= 600) }, { weight: 1, arbitrary: hostileText });
  if (actions(node, 'iso_date').length) return fc.oneof({ weight: 3, arbitrary: isoDate }, { weight: 1, arbitrary: badDates });
  if (actions(node, 'iso_timestamp').length) return fc.oneof({ weight: 3, arbitrary: isoInstant }, { weight: 1, arbitrary: badDates });
  if (actions(node, 'uuid').length) return fc.oneof({ weight: 3, arbitrary: fc.uuid() }, { weight: 1, arbitrary: hostileText });
  if (actions(node, 'url').length) return fc.oneof({ weight: 3, arbitrary: fc.webUrl() }, { weight: 1, arbitrary: hostileText });
  const min = requirement<number>(node, 'min_length') ?? 0;
  const max = requirement<number>(node, 'max_length') ?? 200;
  const ofLength = (n: number) => fc.constantFrom('가', 'a', ' ', '😀', 'é').map((c) => c.repeat(Math.max(0, n)));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 60) }) },
    { weight: 2, arbitrary: fc.constantFrom(min, max, max + 1, min - 1).chain(ofLength) },
    { weight: 1, arbitrary: hostileText },
  );
}

interface WalkOptions {
  /** Weight of a wrong-kind value at each node (0: only shaped values). */
  junk: number;
  /** Ids that exist in the database under test: an id field (a whole number from 1) takes one of them most of the time. */
  ids: readonly number[];
}

function walk(node: Node, options: WalkOptions, depth: number): fc.Arbitrary<unknown> {
  const shaped = walkShape(node, options, depth);
  if (options.junk === 0 || depth > 6) return shaped;
  return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: options.junk, arbitrary: junk });
}

function walkShape(node: Node, options: WalkOptions, depth: number): fc.Arbitrary<unknown> {
  switch (node.type) {
    case 'string':
      return stringFor(node);
    case 'number': {
      const isId =
        actions(node, 'integer').length > 0 && requirement<number>(node, 'min_value') === 1 && (requirement<number>(node, 'max_value') ?? 0) > 1_000_000;
      if (!isId || options.ids.length === 0) return numberFor(node);
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...options.ids) }, { weight: 1, arbitrary: numberFor(node) });
    }
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(node.literal);
    case 'picklist':
    case 'enum':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...(node.options as unknown[])) },
        { weight: 1, arbitrary: fc.constantFrom(...(node.options as string[]).map((o) => String(o).toLowerCase()), '', 'UNKNOWN') },
      );
    case 'null':
      return fc.constant(null);
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return fc.oneof(fc.constant(undefined), walk(node.wrapped!, options, depth + 1));
    case 'nullable':
      return fc.oneof(fc.constant(null), walk(node.wrapped!, options, depth + 1));
    case 'nullish':
      return fc.oneof(fc.constant(null), fc.constant(undefined), walk(node.wrapped!, options, depth + 1));
    case 'array': {
      const min = requirement<number>(node, 'min_length') ?? 0;
      const max = requirement<number>(node, 'max_length') ?? 5;
      const item = walk(node.item!, options, depth + 1);
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(item, { minLength: min, maxLength: Math.min(max, 4) }) },
        { weight: 1, arbitrary: fc.array(item, { minLength: max + 1, maxLength: max + 1 }) },
      );
    }
    case 'union':
    case 'variant':
      return fc.oneof(...(node.options as Node[]).map((o) => walk(o, options, depth + 1)));
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return objectFor(node, options, depth);
    default:
      return junk;
  }
}

/** An object with the schema's keys; when mutating, some required keys go missing and unknown keys come along. */
function objectFor(node: Node, options: WalkOptions, depth: number): fc.Arbitrary<unknown> {
  const entries = Object.entries(node.entries ?? {});
  const record = fc.record(Object.fromEntries(entries.map(([key, child]) => [key, walk(child, options, depth + 1)])));
  const clean = record.map((r) => Object.fromEntries(Object.entries(r).filter(([, value]) => value !== undefined)));
  if (options.junk === 0) return clean;
  const extraKeys = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'userId', 'teamRole', 'isAdmin', 'x'.repeat(300), '한글키'), junk, {
    maxKeys: 2,
  });
  const dropped = fc.subarray(
    entries.map(([key]) => key),
    { maxLength: Math.min(2, entries.length) },
  );
  return fc.tuple(clean, extraKeys, dropped).map(([value, extra, drop]) => {
    const out: Record<string, unknown> = { ...value };
    for (const key of drop) delete out[key];
    // defineProperty, so a '__proto__' key is an own property that JSON.stringify sends as text.
    for (const [key, extraValue] of Object.entries(extra))
      Object.defineProperty(out, key, { value: extraValue, enumerable: true, writable: true, configurable: true });
    return out;
  });
}

/** Values of the schema's shape, leaves on and just past each limit; id fields mostly from `ids`. */
export function shaped(schema: v.GenericSchema, ids: readonly number[] = []): fc.Arbitrary<unknown> {
  return walk(asNode(schema), { junk: 0, ids }, 0);
}

/** Values of roughly the schema's shape with wrong-kind values, missing and unknown keys mixed in. */
export function mutated(schema: v.GenericSchema, ids: readonly number[] = []): fc.Arbitrary<unknown> {
  return walk(asNode(schema), { junk: 1, ids }, 0);
}

/**
 * Texts for one query value, from hints read anywhere inside its schema: the closed sets (picklists),
 * the integer bounds, whether it is a date or a UUID (the query helpers of contract/params.ts wrap these
 * in unions and transforms, so a shape walk does not fit them). `good` keeps to what the hints allow;
 * `any` also steps past the bounds and mixes in hostile texts.
 */
export function queryValue(schema: v.GenericSchema): { good: fc.Arbitrary<string>; any: fc.Arbitrary<string> } {
  const picks: string[] = [];
  const bounds: number[] = [];
  let date = false;
  let uuid = false;
  const seen = new Set<unknown>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const n = node as Node;
    if (n.type === 'picklist') picks.push(...(n.options as string[]));
    if ((n.type === 'min_value' || n.type === 'max_value') && typeof n.requirement === 'number') bounds.push(n.requirement);
    if (n.type === 'iso_date') date = true;
    if (n.type === 'uuid') uuid = true;
    for (const child of [n.pipe, n.wrapped, n.item, n.options, n.entries && Object.values(n.entries)]) {
      if (Array.isArray(child)) child.forEach(visit);
      else visit(child);
    }
  };
  visit(schema);
  const good: fc.Arbitrary<string>[] = [];
  const wrong: fc.Arbitrary<string>[] = [fc.integer({ min: -5, max: 200 }).map(String)];
  if (picks.length) {
    good.push(
      fc.constantFrom(...picks),
      fc.tuple(fc.constantFrom(...picks), fc.constantFrom('asc', 'desc')).map(([a, b]) => `${a},${b}`),
    );
    wrong.push(fc.tuple(fc.constantFrom(...picks), fc.constantFrom('ASC', 'sideways', '')).map(([a, b]) => `${a},${b}`));
  }
  if (bounds.length) {
    const lo = Math.max(Math.min(...bounds), -1000);
    good.push(fc.integer({ min: lo, max: Math.min(Math.max(...bounds), lo + 50) }).map(String));
    wrong.push(fc.constantFrom(...bounds.flatMap((b) => [b - 1, b + 1])).map(String));
  }
  if (date) {
    good.push(isoDate);
    wrong.push(badDates);
  }
  if (uuid) good.push(fc.uuid());
  if (good.length === 0) good.push(fc.string({ unit: 'grapheme', maxLength: 12 }));
  const goodValue = fc.oneof(...good);
  return {
    good: goodValue,
    any: fc.oneof({ weight: 3, arbitrary: goodValue }, { weight: 2, arbitrary: fc.oneof(...wrong) }, { weight: 2, arbitrary: hostileText }),
  };
}
