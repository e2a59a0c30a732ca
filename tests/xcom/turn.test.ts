import { describe, expect, it } from 'vitest';
import { check, createXcomGame, drawCounts, legalActions } from '../../src/xcom/index';
import { cardsConserved, must, passPhase, position } from './position';

describe('X-COM setup, drawing and deploying', () => {
  it('XR-SETUP-01 XR-SETUP-03: Earth is seat 0 and acts first; panic starts at zero', () => {
    const s = createXcomGame(5);
    expect(s.panic).toBe(0);
    expect(s.acting).toBe(0);
    expect(s.phase).toBe('action');
  });

  it('XR-SETUP-04: both decks of both sides are shuffled from the seed', () => {
    const a = createXcomGame(1);
    const b = createXcomGame(2);
    expect(a.sides[0].base).not.toEqual(b.sides[0].base);
    expect(a.sides[1].play).not.toEqual(b.sides[1].play);
    expect(createXcomGame(1)).toEqual(a);
    expect(cardsConserved(a)).toBe(true);
  });

  it('XR-DRAW-01 XR-DEPLOY-01: turn 1 deals eight to each side and deploys the whole hand', () => {
    const s = createXcomGame(3);
    for (const side of s.sides) {
      expect(side.hand).toEqual([]);
      expect(side.play).toHaveLength(8);
      expect(side.deck).toHaveLength(12);
    }
  });

  it('XR-DRAW-01: draw counts follow the panic bands', () => {
    expect([0, 9, 10, 19, 20, 29, 30, 39, 40, 49].map(drawCounts)).toEqual([
      [8, 8], [8, 8], [7, 8], [7, 8], [7, 9], [7, 9], [6, 9], [6, 9], [6, 10], [6, 10],
    ]);
    const { s } = position({ phase: 'end', panic: 25 });
    const next = passPhase(s);
    expect(next.turn).toBe(s.turn + 1);
    expect(next.sides[0].play).toHaveLength(7);
    expect(next.sides[1].play).toHaveLength(9);
  });

  it('XR-DRAW-02: an empty active deck takes the shuffled discard pile', () => {
    const { s } = position({ phase: 'end' });
    const e = s.sides[0];
    e.discard.push(...e.deck.splice(0, e.deck.length - 3));
    const next = passPhase(s);
    expect(next.sides[0].play).toHaveLength(8);
    expect(cardsConserved(next)).toBe(true);
  });

  it('XR-TURN-01: the phases follow in order and each refuses the actions of another', () => {
    let s = createXcomGame(4);
    const seen: string[] = [s.phase];
    while (s.turn === 1) {
      s = must(s, { type: 'pass', seat: s.acting });
      if (seen[seen.length - 1] !== s.phase) seen.push(s.phase);
    }
    const order = ['action', 'interception', 'tactics', 'base', 'search', 'research', 'end'];
    const turn1 = seen.slice(0, -1).map((p) => order.indexOf(p));
    expect(turn1).toEqual([...turn1].sort((a, b) => a - b));
    expect(seen.slice(-5)).toEqual(['base', 'search', 'research', 'end', 'action']);
    const { s: t } = position({ phase: 'search' });
    expect(check(t, { type: 'meld', seat: 0, card: t.sides[0].discard[0] })?.rule).toBe('XR-TURN-01');
  });

  it('XR-TURN-02: only the acting side may act', () => {
    const s = createXcomGame(4);
    expect(check(s, { type: 'pass', seat: 1 })?.rule).toBe('XR-TURN-02');
    expect(legalActions(s).every((a) => a.seat === 0)).toBe(true);
  });

  it('XR-INPUT-01: malformed actions and unknown cards are refused, not thrown on', () => {
    const s = createXcomGame(4);
    expect(check(s, null as never)?.rule).toBe('XR-INPUT-01');
    expect(check(s, { type: 'supply', seat: 0, card: '0.999' })?.rule).toBe('XR-INPUT-01');
    expect(check(s, { type: 'dance', seat: 0 } as never)?.rule).toBe('XR-INPUT-01');
    expect(check(s, { type: 'toString', seat: 0 } as never)?.rule).toBe('XR-INPUT-01');
    expect(check(s, { type: 'kill', seat: 0, card: s.sides[0].play[0] } as never)?.rule).toBe('XR-INPUT-01');
    expect(check(s, { type: 'buy', seat: 0, target: '0.30' } as never)?.rule).toBe('XR-INPUT-01');
  });
});
