// Spite: this turn, the next time a drain at the target location takes one or more of your cards,
// the target ship or unit there returns to its owner's hand.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'control', turnPlayer: P2, players: [{ hand: ['Spite'] }, {}],
  row: [{ card: 'Quayland/Den', controller: P1, cards: [[], []] },
    { card: 'Testland/North', name: 'site', controller: P2, cards: [[], [{ card: 'Plain Trooper', name: 'drainer' }]] },
    { card: 'Testland/Middle', name: 'other', controller: P2, cards: [[], ['Plain Trooper']] }],
}).pass(P2).play('Spite', { targets: ['site', 'drainer'] }).resolve();

describe('1R265 Spite', () => {
  it('1R265 Spite: their drain there takes 2 from you: their unit goes back to hand (R-TRIG-09)', () => {
    sc().drain('site', P2).resolve().lose('reserve').lose('reserve').resolve()
      .expectCard('drainer', { zone: 'hand' }).expectCard('Spite', { zone: 'lost' });
  });
  it('1R265 Spite: a drain at another location does not set it off', () => {
    sc().drain('other', P2).resolve().lose('reserve').lose('reserve').expectStack(0).expectCard('drainer', { zone: 'table' });
  });
  it('1R265 Spite: the unit must be at the target location (R-TGT-04)', () => {
    game({ phase: 'control', turnPlayer: P2, players: [{ hand: ['Spite'] }, {}],
      row: [{ card: 'Quayland/Den', controller: P1, cards: [[], []] },
        { card: 'Testland/North', name: 'site', controller: P2, cards: [[], []] }, { card: 'Testland/Middle', controller: P2, cards: [[], ['Plain Trooper']] }] })
      .pass(P2).refuses('R-TGT-04').play('Spite', { targets: ['site', 'Plain Trooper'] });
  });
});
