// The checklist and the tests stay in step: the rules and rulings are stated once (the rules
// reference's X-COM entries) and the documents are written from them; every XR rule and XRU ruling
// has a test named by its ID, and every rule the engine cites is in the checklist.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entriesOf, entryById } from '../../src/learn/rules';
import { XCOM } from '../../src/learn/rules/entries/xcom';
import { DOCS } from '../../scripts/xcom-docs';

const root = join(__dirname, '..', '..');
const read = (...p: string[]) => readFileSync(join(root, ...p), 'utf8');
const rules = XCOM.map((e) => e.id).filter((id) => /^XR-[A-Z]+-\d{2}$/.test(id));
const rulings = XCOM.map((e) => e.id).filter((id) => /^XRU-\d{2}$/.test(id));
const titles = readdirSync(join(root, 'tests/xcom'))
  .filter((f) => f.endsWith('.test.ts'))
  .flatMap((f) => [...read('tests/xcom', f).matchAll(/\bit\((['`])(.*?)\1/g)].map((m) => m[2]));
const cited = new Set(readdirSync(join(root, 'src/xcom')).flatMap((f) => [...read('src/xcom', f).matchAll(/'(XR-[A-Z]+-\d+)'/g)].map((m) => m[1])));

describe('X-COM checklist', () => {
  it('the documents are written from the one list of rules and rulings (npm run xcom-docs)', () => {
    for (const [path, write] of Object.entries(DOCS)) expect(read(path), path).toBe(write());
    expect([...read('docs/xcom/rules.md').matchAll(/\*\*(XR-[A-Z]+-\d+)\*\*/g)].map((m) => m[1])).toEqual(rules);
    expect([...read('docs/xcom/rulings.md').matchAll(/^\| (XRU-\d+) \|/gm)].map((m) => m[1])).toEqual(rulings);
  });

  it('every ruling says why it was decided so; every entry links only to entries there are', () => {
    expect(rulings.filter((id) => !entryById(id)?.why?.trim())).toEqual([]);
    expect(XCOM.flatMap((e) => (e.see ?? []).filter((to) => !entryById(to)))).toEqual([]);
  });

  it('numbers each rule and ruling once', () => {
    expect(rules.length).toBeGreaterThan(50);
    expect(new Set(rules).size).toBe(rules.length);
    expect(new Set(rulings).size).toBe(rulings.length);
  });

  it('has a test named by every XR rule and XRU ruling', () => {
    const untested = [...rules, ...rulings].filter((id) => !titles.some((t) => new RegExp(`\\b${id}\\b`).test(t)));
    expect(untested).toEqual([]);
  });

  it('the rules reference explains every XR rule and XRU ruling, and nothing else in its X-COM group', () => {
    expect([...rules, ...rulings].filter((id) => !entryById(id)?.text.trim())).toEqual([]);
    expect(entriesOf('xcom').map((e) => e.id).sort()).toEqual([...rules, ...rulings].sort());
  });

  it('lists every rule the engine cites', () => {
    expect([...cited].filter((id) => !rules.includes(id))).toEqual([]);
  });
});
