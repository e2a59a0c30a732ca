// Hostile input for the property tests (fast-check): the strings, numbers and shapes a damaged
// file, a hand-edited save or a hostile page could hold, and mutations of good values at any
// place in them.
import fc from 'fast-check';

// A fixed seed keeps every run of the suite (and CI) on the same inputs; FC_SEED=<n> explores others,
// and a failure prints the seed and path that replay it.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });

export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

/** Ids that look nearly right, and names every object has. */
export const hostileId = fc.constantFrom(...PROTOTYPE_NAMES, '0.999', '1.9999', '0.-1', '0.1e3', '0.01', ' 0.0', '0.0 ', '2.0', '-0.0',
  'stack:-1', 'stack:99999', 'stack:', '', '\u0000', '\u202e0.1', '0.0\n', 'NaN', '[object Object]');

/** Strings of every kind: nearly-right ids, any text (lone surrogates included), long runs. */
export const hostileString = fc.oneof(
  hostileId,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'ab😀'.repeat(n).slice(0, n)),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, -1, 0.5, 1e300, 2 ** 32, 2 ** 53 + 2, 101, 1001, 1_000_000),
  fc.integer(),
  fc.double(),
);

/** A marker for a deeply nested value, spliced into JSON text (stringifying one would overflow
 * the test's own stack). */
const NEST = '\u0001nest:';
export const deepNesting = fc.integer({ min: 100, max: 20_000 }).map((n) => `${NEST}${n}`);
export function spliceNesting(json: string): string {
  return json.replace(/"\\u0001nest:(\d+)"/g, (_, n: string) => `${'['.repeat(Number(n))}${']'.repeat(Number(n))}`);
}
/** The same nesting as a value, built without recursion, for input that is not text. */
export function nested(depth: number): unknown {
  let x: unknown = [];
  for (let i = 0; i < depth; i++) x = i % 2 ? [x] : { a: x };
  return x;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileId, { maxLength: 4 }) },
);

type Path = (string | number)[];

/** Every place in a JSON value (objects and arrays, breadth first, at most `max`). */
export function placesIn(root: unknown, max = 20_000): Path[] {
  const out: Path[] = [];
  const queue: [unknown, Path][] = [[root, []]];
  while (queue.length && out.length < max) {
    const [x, path] = queue.shift()!;
    if (typeof x !== 'object' || x === null) continue;
    for (const key of Array.isArray(x) ? x.keys() : Object.keys(x)) {
      const p = [...path, key];
      out.push(p);
      queue.push([(x as Record<string | number, unknown>)[key], p]);
    }
  }
  return out;
}

export type Mutation = { kind: 'replace' | 'remove' | 'add'; at: number; value: unknown; key: string };
export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'remove', 'add'),
  at: fc.nat(),
  value: hostileValue,
  key: fc.oneof(hostileId, fc.string({ maxLength: 12 })),
});

/** A copy of a JSON value with one place changed: replaced, removed, or given an extra key. */
export function mutate<T>(root: T, m: Mutation, places: Path[]): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  const path = places[m.at % places.length];
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((o, k) => o[k] as Record<string | number, unknown>, copy);
  const last = path[path.length - 1];
  if (m.kind === 'replace') parent[last] = m.value;
  else if (m.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else {
    const isPlain = (x: unknown): x is object => typeof x === 'object' && x !== null && !Array.isArray(x);
    const host = isPlain(parent[last]) ? parent[last] : isPlain(parent) ? parent : null;
    // An own property even for "__proto__", as JSON.parse would make it; among array items, a
    // replaced value instead.
    if (host) Object.defineProperty(host, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
    else parent[last] = m.value;
  }
  return copy;
}

/** Text damage: cut short, a character changed, a run repeated. */
export const textDamage = fc.record({
  kind: fc.constantFrom('cut', 'change', 'repeat'),
  at: fc.nat(),
  char: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  times: fc.integer({ min: 2, max: 3000 }),
});
export function damageText(text: string, d: { kind: string; at: number; char: string; times: number }): string {
  const i = d.at % (text.length + 1);
  if (d.kind === 'cut') return text.slice(0, i);
  if (d.kind === 'change') return text.slice(0, i) + d.char + text.slice(i + 1);
  return text.slice(0, i) + text.slice(i, i + 8).repeat(d.times) + text.slice(i + 8);
}

/** Control and bidirectional characters a message shown to a player must not hold. */
// eslint-disable-next-line no-control-regex
export const UNSAFE_TEXT = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
