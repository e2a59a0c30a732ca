// Every rule ID a player can meet has an explanation: each of the checklist's 331 rules, and every
// ID the engine, the cards, the UI, the docs and the tests cite (refusals and log lines show them).
// The search for cited IDs is the one `npm run lessons` makes (scripts/teachingChecks.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_ID } from '../../src/learn/ruleIds';
import { CHECKLIST_RULES, ENTRIES, coverageLine, entryById, kindOf, ruleCoverage } from '../../src/learn/rules';
import { checklistIds } from '../../src/learn/rules/checklist';
import { idsCitedIn, SHARED, unexplained } from '../../scripts/teachingChecks';

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
    expect(unexplained(idsCitedIn('src/engine', 'cards'))).toEqual([]);
  });

  it('every ID cited anywhere in the UI, docs and tests has an explanation', () => {
    expect(unexplained(idsCitedIn('src', 'docs', 'tests'))).toEqual([]);
  });

  it('names each cited ID without an explanation, with the file citing it', () => {
    // Built from parts, so that this file itself cites no unknown ID.
    const unknown = ['R', 'NONE', '99'].join('-');
    expect(unexplained(new Map([['R-GEN-01', 'a.ts'], [unknown, 'b.ts']]))).toEqual([`${unknown} (b.ts)`]);
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
