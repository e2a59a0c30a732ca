// "Two-Way" Berson: your drains at its location may count the energy icons on your side instead of the
// opponent's (the table counts the larger: the only reason to choose).
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (bersonAt: 'camp' | 'far') => game({
  phase: 'control',
  row: [{ card: 'Oddland/Camp', name: 'camp', controller: P1, cards: [bersonAt === 'camp' ? ['“Two-Way” Berson'] : ['Plain Trooper'], []] },
    { card: 'Testland/North', name: 'far', controller: P1, cards: [bersonAt === 'far' ? ['“Two-Way” Berson'] : [], []] }],
});

describe('1R162 “Two-Way” Berson', () => {
  it('1R162 “Two-Way” Berson: at a site with 2 icons on your side and 1 on theirs, your drain there takes 2 (R-DRAIN-03)', () => {
    sc('camp').drain('camp').resolve().lose('reserve', P2).lose('reserve', P2).expectPiles(P2, { lost: 2 }).expectDecision(null);
  });
  it('1R162 “Two-Way” Berson: with Berson elsewhere the same drain takes 1', () => {
    sc('far').drain('camp').resolve().lose('reserve', P2).expectPiles(P2, { lost: 1 }).expectDecision(null);
  });
});
