// One typed walk over ability data: from a node of a category, every word it uses and every
// node its fields hold, found through the words' schemas. The validator, the frames' reads, the
// destiny check and the battle-number locks all read ability data through it.
import type { AnyWord } from './define';
import {
  ABILITY_KINDS, AFFECTED, AMOUNTS, CHANGES, CONDITIONS, COSTS, EFFECTS, FILTERS, KEYWORDS, NUMBER, PLACES, PLAY_RULES, REFS, STRUCTS,
  TRIGGERS,
} from './registry';
import type { Category, Field, FieldSpec } from './schema';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

type Table = Readonly<Record<string, { schema: object }>>;
// Built on first use: the registry's tables exist only once every word module has loaded.
let tables: { keyed: Partial<Record<Category, Table>>; named: Partial<Record<Category, Table>> } | undefined;
function tablesOf(): NonNullable<typeof tables> {
  return tables ??= {
    keyed: { condition: CONDITIONS, amount: AMOUNTS, cost: COSTS, change: CHANGES, playRule: PLAY_RULES, ref: REFS, affected: AFFECTED, trigger: TRIGGERS },
    named: { place: PLACES, ref: REFS },
  };
}
const word = (w: { schema: object } | undefined): AnyWord | undefined => w as unknown as AnyWord | undefined;

/** The word a node of this category is (for a selector: none, its filters are the words), or
 * undefined when it is not one. */
export function wordOf(category: Category, node: unknown): AnyWord | undefined {
  if (typeof node === 'number') return category === 'amount' ? NUMBER : undefined;
  if (typeof node === 'string') {
    const w = tablesOf().named[category]?.[node];
    return w && Object.keys(w.schema).length === 0 ? word(w) : undefined;
  }
  if (!isObj(node)) return undefined;
  switch (category) {
    case 'effect': return typeof node.do === 'string' ? word(EFFECTS[node.do]) : undefined;
    case 'ability':
      if (node.kind === 'keyword') return typeof node.keyword === 'string' ? word(KEYWORDS[node.keyword]) : undefined;
      return typeof node.kind === 'string' ? word(ABILITY_KINDS[node.kind]) : undefined;
    case 'target': case 'option': return word(STRUCTS[category]);
    case 'selector': return undefined;
    default: {
      const words = tablesOf().keyed[category];
      if (!words) return undefined;
      for (const k in node) {
        const w = words[k];
        if (w && k in w.schema) return word(w);
      }
      return undefined;
    }
  }
}

/** Does a value have the shape of this field kind, at its top level (to tell the kinds of an
 * `either` apart)? */
export function fits(f: Field, v: unknown): boolean {
  switch (f.t) {
    case 'number': return typeof v === 'number';
    case 'string': return typeof v === 'string';
    case 'true': return v === true;
    case 'boolean': return typeof v === 'boolean';
    case 'enum': return typeof v === 'string' && f.values.includes(v);
    case 'list': case 'tuple': return Array.isArray(v);
    case 'record': case 'object': return isObj(v);
    case 'either': return f.of.some((x) => fits(x, v));
    case 'node':
      if (f.of === 'amount' && typeof v === 'number') return true;
      if (f.of === 'selector') return isObj(v) && Object.keys(v).every((k) => FILTERS[k] !== undefined);
      return wordOf(f.of, v) !== undefined;
  }
}

/** What a walk sees: each node with its category and word (a selector's filters are each a
 * word, its value the node), and the path to it. `later`: inside effects carried out at another
 * time (a delayed trigger's). */
export interface Visit {
  category: Category;
  word: AnyWord | undefined;
  node: unknown;
  path: string;
  later: boolean;
}

/** Walks a node and everything it holds, depth first; `fn` returning false stops the descent
 * below that node. */
export function visit(category: Category, node: unknown, fn: (v: Visit) => boolean | void, path = '', later = false): void {
  if (category === 'selector') {
    if (fn({ category, word: undefined, node, path, later }) === false || !isObj(node)) return;
    for (const [k, v] of Object.entries(node)) {
      const w = FILTERS[k];
      if (!w) continue;
      if (fn({ category, word: w, node: v, path: `${path}.${k}`, later }) === false) continue;
      walkField(w.schema[k], v, fn, `${path}.${k}`, later);
    }
    return;
  }
  const word = wordOf(category, node);
  if (fn({ category, word, node, path, later }) === false || !word || !isObj(node)) return;
  for (const [k, spec] of Object.entries(word.schema)) {
    if ((node as Obj)[k] !== undefined) walkField(spec, (node as Obj)[k], fn, `${path}.${k}`, later || !!spec.later);
  }
}

function walkField(f: FieldSpec | Field, v: unknown, fn: (v: Visit) => boolean | void, path: string, later: boolean): void {
  switch (f.t) {
    case 'node': visit(f.of, v, fn, path, later); return;
    case 'list': if (Array.isArray(v)) v.forEach((x, i) => walkField(f.of, x, fn, `${path}[${i}]`, later)); return;
    case 'tuple': if (Array.isArray(v)) f.of.forEach((x, i) => walkField(x, v[i], fn, `${path}[${i}]`, later)); return;
    case 'record': if (isObj(v)) for (const k of f.keys) if (v[k] !== undefined) walkField(f.of, v[k], fn, `${path}.${k}`, later); return;
    case 'object': if (isObj(v)) for (const [k, x] of Object.entries(f.fields)) if (v[k] !== undefined) walkField(x, v[k], fn, `${path}.${k}`, later); return;
    case 'either': { const alt = f.of.find((x) => fits(x, v)); if (alt) walkField(alt, v, fn, path, later); return; }
    default: return;
  }
}

/** Every word an ability uses, with its category (the same word may appear more than once). */
export function wordsIn(category: Category, node: unknown): AnyWord[] {
  const out: AnyWord[] = [];
  visit(category, node, (v) => { if (v.word) out.push(v.word); });
  return out;
}

/** A copy of a node in which each amount `fn` replaces (returns a different value for) is
 * replaced; parts with nothing replaced are shared. */
export function replaceAmounts<T>(category: Category, node: T, fn: (amount: unknown, word: AnyWord | undefined) => unknown): T {
  if (category === 'amount') {
    const replaced = fn(node, typeof node === 'number' ? undefined : wordOf('amount', node));
    if (replaced !== node) return replaced as T;
  }
  if (category === 'selector' || !isObj(node)) return node;
  const word = wordOf(category, node);
  if (!word) return node;
  let out: Obj | undefined;
  for (const [k, spec] of Object.entries(word.schema)) {
    const v = (node as Obj)[k];
    if (v === undefined) continue;
    const nv = replaceInField(spec, v, fn);
    if (nv !== v) (out ??= { ...(node as Obj) })[k] = nv;
  }
  return (out ?? node) as T;
}

function replaceInField(f: Field, v: unknown, fn: (amount: unknown, word: AnyWord | undefined) => unknown): unknown {
  switch (f.t) {
    case 'node': return replaceAmounts(f.of, v, fn);
    case 'list': case 'tuple': {
      if (!Array.isArray(v)) return v;
      const nv = v.map((x, i) => replaceInField(f.t === 'list' ? f.of : f.of[i], x, fn));
      return nv.some((x, i) => x !== v[i]) ? nv : v;
    }
    case 'record': case 'object': {
      if (!isObj(v)) return v;
      let out: Obj | undefined;
      for (const k of Object.keys(v)) {
        const sub = f.t === 'record' ? f.of : f.fields[k];
        if (!sub) continue;
        const nv = replaceInField(sub, v[k], fn);
        if (nv !== v[k]) (out ??= { ...v })[k] = nv;
      }
      return out ?? v;
    }
    case 'either': { const alt = f.of.find((x) => fits(x, v)); return alt ? replaceInField(alt, v, fn) : v; }
    default: return v;
  }
}
