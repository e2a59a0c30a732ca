// Every rule ID a player can meet has an explanation: each of the checklist's 331 rules, and every
// ID the engine, the cards, the UI, the docs and the tests cite (refusals and log lines show them).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULE_ID } from '../../src/learn/ruleIds';
import { CHECKLIST_RULES, ENTRIES, coverageLine, entryById, kindOf, ruleCoverage } from '../../src/learn/rules';
import { checklistIds } from '../../src/learn/rules/checklist';
import { SHARED } from '../support/ownWords';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : /\.(ts|tsx|json|md)$/.test(name) ? [p] : [];
  });
}

function idsCitedIn(...dirs: string[]): Map<string, string> {
  const cited = new Map<string, string>();
  for (const f of dirs.flatMap((d) => filesUnder(join(ROOT, d)))) {
    for (const m of readFileSync(f, 'utf8').matchAll(RULE_ID)) if (!cited.has(m[0])) cited.set(m[0], f.slice(ROOT.length));
  }
  return cited;
}

const missing = (cited: Map<string, string>) => [...cited].filter(([id]) => !entryById(id)).map(([id, f]) => `${id} (${f})`);

describe('rules reference coverage', () => {
  it('explains as many numbered rules as the checklist has: 331', () => {
    const rules = ENTRIES.filter((e) => e.kind === 'rule' && e.group !== 'xcom');
    expect(rules).toHaveLength(CHECKLIST_RULES);
    expect(coverageLine(rules.map((e) => e.id))).toBe('rules explained: 331/331');
  });

  it('has one entry per ID, each with a title, one to three sentences and links to existing entries', () => {
    const ids = ENTRIES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of ENTRIES) {
      expect(e.id).toMatch(new RegExp(`^${RULE_ID.source}$`));
      expect(e.title.trim(), e.id).not.toBe('');
      expect(e.text.split(/(?<=[.!?])\s+(?=[A-Z'(])/).length, e.id).toBeLessThanOrEqual(3);
      for (const to of e.see ?? []) expect(entryById(to), `${e.id} -> ${to}`).toBeDefined();
      expect(e.see ?? [], e.id).not.toContain(e.id);
    }
  });

  it('every ID cited by the engine and the cards has an explanation (refusals and the log show them)', () => {
    expect(missing(idsCitedIn('src/engine', 'cards'))).toEqual([]);
  });

  it('every ID cited anywhere in the UI, docs and tests has an explanation', () => {
    expect(missing(idsCitedIn('src', 'docs', 'tests'))).toEqual([]);
  });

  it('counts coverage over a list of rule IDs, unexplained ones included', () => {
    expect(ruleCoverage(['R-GEN-01', 'not a rule'])).toEqual({ explained: 1, total: 2 });
    expect(kindOf('EX-BATTLE-03')).toBe('example');
    expect(kindOf('AMB-19')).toBe('ruling');
    expect(kindOf('CARD-23')).toBe('card');
  });
});

const checklist = join(SHARED, 'rules', 'checklist.md');

describe.skipIf(!existsSync(checklist))('against the checklist beside the project', () => {
  const ids = checklistIds(existsSync(checklist) ? readFileSync(checklist, 'utf8') : '');

  it('every one of the checklist\'s 331 rules has an explanation', () => {
    expect(ids.rules).toHaveLength(331);
    expect(coverageLine(ids.rules)).toBe('rules explained: 331/331');
  });

  it('every worked example and ambiguity of the checklist has an explanation, and no entry names an ID the checklist lacks', () => {
    expect(ids.examples).toHaveLength(93);
    expect(ids.ambiguities).toHaveLength(25);
    expect([...ids.examples, ...ids.ambiguities].filter((id) => !entryById(id))).toEqual([]);
    const known = new Set([...ids.rules, ...ids.examples, ...ids.ambiguities, ...ids.cards]);
    expect(ENTRIES.filter((e) => e.group !== 'xcom').map((e) => e.id).filter((id) => !known.has(id))).toEqual([]);
  });
});
