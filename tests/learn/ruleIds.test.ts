// Rule IDs inside text are found so the UI can link them; the reference is searchable by ID and words.
import { describe, expect, it } from 'vitest';
import { ruleIdsIn, splitRuleIds } from '../../src/learn/ruleIds';
import { relatedIds, searchEntries } from '../../src/learn/rules';

describe('rule IDs in text', () => {
  it('finds every form of ID and gives the text back whole', () => {
    const text = 'Refused (R-PLAY-04); see R-KW-PILOT-01, EX-BATTLE-03, AMB-19 and CARD-23. R-BSTEP alone is no ID.';
    expect(ruleIdsIn(text)).toEqual(['R-PLAY-04', 'R-KW-PILOT-01', 'EX-BATTLE-03', 'AMB-19', 'CARD-23']);
    expect(splitRuleIds(text).map((p) => (typeof p === 'string' ? p : p.id)).join('')).toBe(text);
    expect(splitRuleIds('(R-WIN-01)')).toEqual(['(', { id: 'R-WIN-01' }, ')']);
    expect(splitRuleIds('no rule here')).toEqual(['no rule here']);
  });
});

describe('searching the reference', () => {
  it('finds an entry by its ID, its end, or its number without the zero', () => {
    expect(searchEntries('R-PLAY-04')[0].id).toBe('R-PLAY-04');
    expect(searchEntries('play-04')[0].id).toBe('R-PLAY-04');
    expect(searchEntries('amb 3')[0].id).toBe('AMB-03');
    expect(searchEntries('r-kw-pilot-01')[0].id).toBe('R-KW-PILOT-01');
  });

  it('finds entries holding every word, title matches first', () => {
    const drain = searchEntries('drain');
    expect(drain[0].title.toLowerCase()).toContain('drain');
    expect(drain.map((e) => e.id)).toContain('R-DRAIN-03');
    expect(searchEntries('capacity inverting').map((e) => e.id)).toContain('R-SHIP-05');
    expect(searchEntries('nobots').map((e) => e.id)).toContain('R-CARD-04');
    expect(searchEntries('zzzz')).toEqual([]);
    expect(searchEntries('   ')).toEqual([]);
  });

  it('links entries both ways', () => {
    expect(relatedIds('R-LOC-12')).toContain('R-DRAIN-01');
    expect(relatedIds('R-DRAIN-01')).toContain('R-LOC-12');
  });
});
