// Traginium Cache: stockpile; once a turn in your deploy phase, pay 1: with two fighters of yours at one
// sector and fewer than two cards on it, your opponent loses 1, stacked face down on it.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (fighters: number, stacked = 0) => game({
  phase: 'deploy', players: [{ assets: [{ card: 'Traginium Cache', stacked: Array.from({ length: stacked }, () => 'Destiny 1') }] }, {}],
  row: [{ card: 'Gongland/Orbit', controller: P1, cards: [Array.from({ length: fighters }, (_, i) => ({ card: 'Plain Fighter', name: `f${i}` })), []] }],
});

describe('2U54 Traginium Cache', () => {
  it('2U54 Traginium Cache: two fighters at the sector: P2 loses 1 onto the cache; once a turn (R-ABIL-03)', () => {
    sc(2).use('Traginium Cache').resolve().lose('reserve', P2).expectStackedOn('Traginium Cache', 1).expectPiles(P2, { lost: 0, reserve: 5 })
      .refuses('R-ABIL-03').use('Traginium Cache');
  });
  it('2U54 Traginium Cache: one fighter, or two cards already stacked: nothing but the 1 paid', () => {
    sc(1).use('Traginium Cache').resolve().expectStackedOn('Traginium Cache', 0).expectPiles(P1, { active: 5 });
    sc(2, 2).use('Traginium Cache').resolve().expectStackedOn('Traginium Cache', 2);
  });
  it('2U54 Traginium Cache: only in your deploy phase (R-GEN-02)', () => {
    game({ phase: 'move', players: [{ assets: ['Traginium Cache'] }, {}] }).refuses('R-GEN-02').use('Traginium Cache');
  });
});
