import { describe, expect, it } from 'vitest';
import { check, legalActions } from '../../src/xcom/index';
import { cardsConserved, idsNamed, must, nameOf, position } from './position';

describe('X-COM action phase', () => {
  it('XR-ACT-01: sides alternate from Earth, a pass does not bar a later action, two passes in a row end the phase', () => {
    const { s, ids } = position({ play: [['World Council Funding'], ['Elerium']] });
    const [wcf] = ids[0];
    let t = must(s, { type: 'pass', seat: 0 });
    expect(t.acting).toBe(1);
    t = must(t, { type: 'supply', seat: 1, card: ids[1][0] });
    expect(t.acting).toBe(0);
    t = must(t, { type: 'supply', seat: 0, card: wcf });
    t = must(t, { type: 'pass', seat: 1 });
    expect(t.phase).toBe('action');
    t = must(t, { type: 'pass', seat: 0 });
    expect(t.phase).toBe('interception');
  });

  it('XR-ACT-02 XR-ACT-05: Supply +2 draws two cards into play, one per action, then no more', () => {
    const { s, ids } = position({ play: [['World Council Funding'], []] });
    const [wcf] = ids[0];
    const top = s.sides[0].deck.slice(0, 2);
    let t = must(s, { type: 'supply', seat: 0, card: wcf });
    t = must(t, { type: 'pass', seat: 1 });
    t = must(t, { type: 'supply', seat: 0, card: wcf });
    expect(t.sides[0].play).toEqual([wcf, ...top]);
    t = must(t, { type: 'pass', seat: 1 });
    expect(check(t, { type: 'supply', seat: 0, card: wcf })?.rule).toBe('XR-ACT-05');
    expect(cardsConserved(t)).toBe(true);
  });

  it('XR-ACT-02: no Supply when the active deck and discard are both empty', () => {
    const { s, ids } = position({ play: [['World Council Funding'], []] });
    s.sides[0].base.push(...s.sides[0].deck.splice(0), ...s.sides[0].discard.splice(0));
    expect(check(s, { type: 'supply', seat: 0, card: ids[0][0] })?.rule).toBe('XR-ACT-02');
  });

  it('XR-ACT-03: Call puts a card of the named type from your discard pile into play', () => {
    const { s, ids } = position({ play: [['Skyranger Transport'], []], discard: [['Rookie Squad', 'Laboratory'], []] });
    const [sky, rookie, lab] = ids[0];
    expect(check(s, { type: 'call', seat: 0, card: sky, target: lab })?.rule).toBe('XR-ACT-03');
    const t = must(s, { type: 'call', seat: 0, card: sky, target: rookie });
    expect(t.sides[0].play).toContain(rookie);
    expect(t.sides[0].discard).not.toContain(rookie);
    const listed = legalActions(s).filter((a) => a.type === 'call');
    expect(listed.every((a) => a.type === 'call' && nameOf(a.target).includes('Squad'))).toBe(true);
  });

  it('XR-ACT-04: Kill sends an opponent card of the named type to its discard pile', () => {
    const { s, ids } = position({ play: [['Fighter Jets'], ['Alien Abduction', 'Floaters']] });
    const [jets] = ids[0];
    const [abduction, floaters] = ids[1];
    expect(check(s, { type: 'kill', seat: 0, card: jets, target: floaters })?.rule).toBe('XR-ACT-04');
    const t = must(s, { type: 'kill', seat: 0, card: jets, target: abduction });
    expect(t.sides[1].discard).toContain(abduction);
    expect(t.sides[1].play).toEqual([floaters]);
  });

  it('XR-ACT-05: a killed card takes its unused action with it', () => {
    const { s, ids } = position({ play: [['Accuracy Training'], ['Mind Probes', 'Soldiers']] });
    expect(check(s, { type: 'kill', seat: 0, card: ids[0][0], target: ids[1][1] })).toBeNull();
    const t = must(must(s, { type: 'pass', seat: 0 }), { type: 'kill', seat: 1, card: ids[1][0], target: ids[0][0] });
    expect(t.sides[0].discard).toContain(ids[0][0]);
    expect(legalActions(t).map((a) => a.type)).toEqual(['pass']);
  });

  it('XR-ACT-05: a supplied card brings its own action', () => {
    const { s, ids } = position({ play: [['World Council Funding'], []], discard: [['Rookie Squad'], []] });
    const sky = idsNamed(0, 'Skyranger Transport')[0];
    const e = s.sides[0];
    for (const pile of [e.deck, e.discard, e.base]) if (pile.includes(sky)) pile.splice(pile.indexOf(sky), 1);
    e.deck.unshift(sky);
    const t = must(must(s, { type: 'supply', seat: 0, card: ids[0][0] }), { type: 'pass', seat: 1 });
    expect(t.sides[0].play).toContain(sky);
    expect(legalActions(t)).toContainEqual({ type: 'call', seat: 0, card: sky, target: ids[0][1] });
  });

  it('XR-ACT-05: only your own cards in play grant actions', () => {
    const { s, ids } = position({ play: [[], ['Elerium']], discard: [['World Council Funding'], []] });
    expect(check(s, { type: 'supply', seat: 0, card: ids[0][0] })?.rule).toBe('XR-ACT-05');
    expect(check(s, { type: 'supply', seat: 0, card: ids[1][0] })?.rule).toBe('XR-ACT-05');
  });
});
