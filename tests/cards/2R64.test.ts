// Chameleon: once each turn, in your own turn, lose two cards from your hand to activate 3 energy.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (turnPlayer: typeof P1 | typeof P2 = P1) => game({
  phase: 'deploy', turnPlayer,
  players: [{ assets: ['Chameleon'], hand: [{ card: 'Destiny 1', name: 'h1' }, { card: 'Destiny 2', name: 'h2' }, { card: 'Destiny 3', name: 'h3' }] }, {}],
});

describe('2R64 Chameleon', () => {
  it('2R64 Chameleon: two hand cards lost: 3 energy activated (6 + 3 active)', () => {
    sc().use('Chameleon', { paying: ['h1', 'h2'] }).expectPiles(P1, { hand: 1, lost: 2 }).resolve().expectPiles(P1, { active: 9, reserve: 3 });
  });
  it('2R64 Chameleon: once each turn (R-ABIL-03)', () => {
    sc().use('Chameleon', { paying: ['h1', 'h2'] }).resolve().refuses('R-ABIL-03').use('Chameleon', { paying: ['h3', 'h1'] });
  });
  it("2R64 Chameleon: not in your opponent's turn (R-GEN-02)", () => {
    sc(P2).pass(P2).refuses('R-GEN-02').use('Chameleon', { paying: ['h1', 'h2'] });
  });
});
