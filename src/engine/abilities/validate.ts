// Checks that card data speaks the card language, for cards that do not go through the compiler
// (test-only cards in scenario files): the same schemas the types come from, walked at run time.
// Every problem names where it is.
import type { AnyWord } from './define';
import { FILTERS } from './registry';
import type { Category, Field, FieldSpec, Schema } from './schema';
import { fits, wordOf } from './visit';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const show = (x: unknown): string => (typeof x === 'string' ? `"${x}"` : JSON.stringify(x) ?? String(x));

/** Keys a node carries besides its word's fields. */
const TAGS: Partial<Record<Category, readonly string[]>> = { effect: ['do'], ability: ['kind', 'keyword'] };

function checkNode(category: Category, v: unknown, where: string, out: string[], printedOnly = false): void {
  if (category === 'amount' && typeof v === 'number') return;
  if (category === 'selector') {
    if (!isObj(v)) { out.push(`${where}: expected a selector (an object of filters)`); return; }
    for (const [k, x] of Object.entries(v)) {
      const f = FILTERS[k];
      if (!f) { out.push(`${where}: unknown filter "${k}"`); continue; }
      if (printedOnly && !f.printed) out.push(`${where}.${k}: this filter can't read cards out of play`);
      checkField(f.schema[k], x, `${where}.${k}`, out);
    }
    return;
  }
  const word = wordOf(category, v);
  if (!word) { out.push(`${where}: ${show(isObj(v) ? (v.do ?? v.kind ?? Object.keys(v)[0]) : v)} is not ${article(category)}`); return; }
  if (!isObj(v)) return; // a named word
  checkFields(word.schema, v, where, out, TAGS[category] ?? []);
  const problem = (word as AnyWord & { check?: (n: unknown) => string | null }).check?.(v);
  if (problem) out.push(`${where}.${problem}`);
}

function checkFields(schema: Schema, v: Obj, where: string, out: string[], tags: readonly string[] = []): void {
  for (const k of Object.keys(v)) if (!(k in schema) && !tags.includes(k)) out.push(`${where}: unknown key "${k}"`);
  for (const [k, spec] of Object.entries(schema)) {
    if (v[k] === undefined) { if (!spec.optional) out.push(`${where}: "${k}" is missing`); continue; }
    checkField(spec, v[k], `${where}.${k}`, out);
  }
}

function checkField(f: FieldSpec | Field, v: unknown, where: string, out: string[]): void {
  const bad = (what: string) => out.push(`${where}: expected ${what}, found ${show(v)}`);
  switch (f.t) {
    case 'number': if (typeof v !== 'number' || !Number.isFinite(v)) bad('a number'); return;
    case 'string': if (typeof v !== 'string') bad('text'); return;
    case 'true': if (v !== true) bad('true'); return;
    case 'boolean': if (typeof v !== 'boolean') bad('true or false'); return;
    case 'enum': if (typeof v !== 'string' || !f.values.includes(v)) out.push(`${where}: ${show(v)} is not one of ${f.values.join(', ')}`); return;
    case 'node': checkNode(f.of, v, where, out, 'printed' in f && !!f.printed); return;
    case 'list': if (!Array.isArray(v)) { bad('a list'); return; } v.forEach((x, i) => checkField(f.of, x, `${where}[${i}]`, out)); return;
    case 'tuple':
      if (!Array.isArray(v) || v.length !== f.of.length) { bad(`a list of ${f.of.length}`); return; }
      f.of.forEach((x, i) => checkField(x, v[i], `${where}[${i}]`, out));
      return;
    case 'record':
      if (!isObj(v)) { bad('an object'); return; }
      for (const [k, x] of Object.entries(v)) {
        if (!f.keys.includes(k)) out.push(`${where}: unknown key "${k}"`);
        else checkField(f.of, x, `${where}.${k}`, out);
      }
      return;
    case 'object': if (!isObj(v)) { bad('an object'); return; } checkFields(f.fields, v, where, out); return;
    case 'either': {
      const alt = f.of.find((x) => fits(x, v));
      if (!alt) { bad(f.of.map(describe).join(' or ')); return; }
      checkField(alt, v, where, out);
    }
  }
}

const describe = (f: Field): string => (f.t === 'node' ? article(f.of) : f.t === 'enum' ? f.values.map(show).join(' or ') : f.t);
function article(c: Category): string {
  const name = ({ playRule: 'play rule', change: 'continuous change', target: 'target spec' } as Partial<Record<Category, string>>)[c] ?? c;
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
}

/** Problems with an abilities list, each naming where it is; empty when valid. */
export function validateAbilities(x: unknown, where = 'abilities'): string[] {
  const out: string[] = [];
  if (!Array.isArray(x)) return [`${where}: expected a list`];
  x.forEach((a, i) => checkNode('ability', a, `${where}[${i}]`, out));
  return out;
}
