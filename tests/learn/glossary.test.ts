// The glossary: every term rests on existing rules, every keyword printed on a card is a term, and
// terms are found in card text where a newcomer meets them.
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../cards';
import { GLOSSARY } from '../../src/learn/glossary';
import { entryById } from '../../src/learn/rules';
import { splitTerms, termById, termsForRule } from '../../src/learn/terms';

const termsIn = (text: string) => splitTerms(text).flatMap((p) => (typeof p === 'string' ? [] : [p.term.id]));

describe('glossary', () => {
  it('has one entry per key, each resting on rules the reference explains', () => {
    const ids = GLOSSARY.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of GLOSSARY) {
      expect(t.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(t.rules.length, t.id).toBeGreaterThan(0);
      for (const r of t.rules) expect(entryById(r), `${t.id} rests on ${r}`).toBeDefined();
      for (const s of t.see ?? []) expect(termById(s), `${t.id} -> ${s}`).toBeDefined();
    }
  });

  it('explains the words newcomers ask about', () => {
    for (const id of ['energy-icon', 'support-icon', 'initiative', 'destiny', 'attrition', 'casualties', 'damaged',
      'related', 'adjacent', 'encampment', 'kizen', 'inverter', 'bullet', 'unique', 'immune-to-attrition']) {
      expect(termById(id), id).toBeDefined();
    }
  });

  it('has a keyword term for every keyword a card in the pool carries', () => {
    const keywords = new Set(Object.values(CARDS).flatMap((c) => (c.abilities ?? []).flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : []))));
    expect(keywords.size).toBeGreaterThan(5);
    for (const k of keywords) expect(termById(k)?.keyword, k).toBe(true);
  });

  it('finds each keyword in the text of the cards that carry it', () => {
    for (const card of Object.values(CARDS)) {
      for (const a of card.abilities ?? []) {
        if (a.kind !== 'keyword' || !new RegExp(`\\b${a.keyword}\\b`, 'i').test(card.text)) continue;
        expect(termsIn(card.text), `${card.number} ${a.keyword}`).toContain(a.keyword);
      }
    }
  });

  it('marks a term once per text, the longer term first, and keeps the text whole', () => {
    const text = 'Piloting 2. In a battle here, battle destiny +1; destiny draws from your reserve. A kizen and a kizen.';
    const parts = splitTerms(text);
    expect(parts.map((p) => (typeof p === 'string' ? p : p.text)).join('')).toBe(text);
    expect(termsIn(text)).toEqual(['piloting', 'battle-destiny', 'destiny', 'reserve', 'kizen']);
    expect(termsIn('Transport Vessel has no number after its title')).toEqual([]);
  });

  it('lists the terms that rest on a rule, for its entry in the reference', () => {
    expect(termsForRule('R-LOC-11').map((t) => t.id)).toContain('adjacent');
  });
});
