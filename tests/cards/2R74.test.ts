// Joker Danniko: Quickdraw 1; while she has a weapon she is immune to attrition and your drains here
// are +1.
import { describe, expect, it } from 'vitest';
import { immuneToAttrition } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const sc = (armed: boolean) => game({
  phase: 'control',
  row: [{ card: 'Testland/North', name: 'here', controller: P2, cards: [[{ card: 'Joker Danniko', beneath: armed ? ['Plain Rifle'] : [] }], []] }],
});

describe('2R74 Joker Danniko', () => {
  it('2R74 Joker Danniko: armed, her drain at a 2-icon site takes 3', () => {
    sc(true).drain('here').resolve().lose('reserve', P2).lose('reserve', P2).lose('reserve', P2).expectPiles(P2, { lost: 3 });
  });
  it('2R74 Joker Danniko: unarmed, it takes 2', () => {
    sc(false).drain('here').resolve().lose('reserve', P2).lose('reserve', P2).expectPiles(P2, { lost: 2 }).expectDecision(null);
  });
  it('2R74 Joker Danniko: armed she is immune to attrition; unarmed she is not', () => {
    const a = sc(true);
    expect(immuneToAttrition(a.state, a.id('Joker Danniko'))).toBe(true);
    const b = sc(false);
    expect(immuneToAttrition(b.state, b.id('Joker Danniko'))).toBe(false);
    a.expectPiles(P1, { active: 6 });
  });
});
