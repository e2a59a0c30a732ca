// Qurim Ahmak: each time another unit at its location is lost while it stands at a site, you may
// pay 7 to play that unit there from its owner's lost pile, free, to use as yours.
import { describe, expect, it } from 'vitest';
import { seatView } from '../../src/engine';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (foe = 'Plain Trooper') => game({
  phase: 'deploy',
  players: [{ hand: [{ card: 'Test Strike', name: 's1' }, { card: 'Test Strike', name: 's2' }], active: energy(9) }, {}],
  row: [{ card: 'Quayland/Den', name: 'here', controller: P1, cards: [['Qurim Ahmak'], [{ card: foe, name: 'foe' }]] }],
});
const struck = (foe?: string) => sc(foe).play('s1', { targets: ['foe'] }).resolve();

describe('1R253 Qurim Ahmak', () => {
  it('1R253 Qurim Ahmak: P2\'s unit destroyed here: pay 7, it is played here at no cost under P1, still owned by P2 (R-TERM-USEAS-01)', () => {
    const g = struck().expectCard('foe', { zone: 'lost' }).resolve().yes().resolve()
      .expectCard('foe', { zone: 'table', at: 'here', controller: P1 }).expectPiles(P1, { active: 2 })
      .expectLog('P1 plays Plain Trooper at Quayland/Den at no energy cost.');
    // Both seats see it on the table, on P1's side.
    for (const seat of [P1, P2]) expect(seatView(g.state, seat).table[g.id('foe')]?.controller).toBe(P1);
  });
  it('1R253 Qurim Ahmak: the unit taken goes back to its owner\'s lost pile when it is lost again (R-SETUP-09)', () => {
    struck().resolve().yes().resolve().play('s2', { targets: ['foe'] }).resolve()
      .resolve().expectPile(P2, 'lost', 'foe').expectPiles(P1, { lost: 0 }); // 2 energy left: nothing to pay with
  });
  it('1R253 Qurim Ahmak: a unit of P1\'s own lost here counts too: it comes back into play', () => {
    game({ phase: 'deploy', players: [{ hand: [{ card: 'Test Strike', name: 's1' }], active: energy(9) }, {}],
      row: [{ card: 'Quayland/Den', name: 'here', controller: P1, cards: [['Qurim Ahmak', { card: 'Plain Officer', name: 'mine' }], ['Plain Trooper']] }] })
      .play('s1', { targets: ['mine'] }).resolve().resolve().yes().resolve()
      .expectCard('mine', { zone: 'table', at: 'here', controller: P1 }).expectPiles(P1, { lost: 0 });
  });
  it('1R253 Qurim Ahmak: P1 may decline to pay: the unit stays in the lost pile', () => {
    struck().resolve().no().expectCard('foe', { zone: 'lost' }).expectPiles(P1, { active: 9 });
  });
  it('1R253 Qurim Ahmak: at a sector (aboard a ship) it does nothing', () => {
    game({ phase: 'deploy', players: [{ hand: ['Test Strike'], active: energy(9) }, {}],
      row: [{ card: 'Quayland/Orbit', name: 'here', controller: P1,
        cards: [[{ card: 'Plain Fighter', beneath: ['Qurim Ahmak'] }], [{ card: 'Plain Fighter', beneath: [{ card: 'Plain Trooper', name: 'foe' }] }]] }] })
      .play('Test Strike', { targets: ['foe'] }).resolve().expectCard('foe', { zone: 'lost' }).expectStack(0).expectDecision(null).expectNotInLog('Qurim Ahmak');
  });
  it('1R253 Qurim Ahmak: a unique unit P1 already has a copy of can\'t be taken (R-CARD-18)', () => {
    game({ phase: 'deploy', players: [{ hand: [{ card: 'Test Strike', name: 's1' }], active: energy(9) }, {}],
      row: [{ card: 'Quayland/Den', name: 'here', controller: P1, cards: [['Qurim Ahmak', 'Arhnaknak'], [{ card: 'Arhnaknak', name: 'foe' }]] }] })
      .play('s1', { targets: ['foe'] }).resolve().resolve().yes()
      .expectCard('foe', { zone: 'lost' }).expectLog('Arhnaknak can\'t be played now: uniqueness, support icons, place and cost are checked as it is played (R-CARD-17).');
  });
  it('1R253 Qurim Ahmak: a unit whose support icons P1 lacks there can\'t be played: the 7 are paid for nothing (R-CARD-17)', () => {
    struck('Gongen Recruit').resolve().yes().expectCard('foe', { zone: 'lost' })
      .expectLog('Gongen Recruit can\'t be played now: uniqueness, support icons, place and cost are checked as it is played (R-CARD-17).');
  });
});
