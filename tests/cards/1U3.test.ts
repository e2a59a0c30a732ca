// Armor Penetrating: this turn, once a weapon of yours next damages a unit through its ability, one
// or two target units where the weapon stands are damaged too.
import { describe, expect, it } from 'vitest';
import { game, P1 } from '../kit/driver';

// EX-BATTLE-09: the battle is at the north site; P1's cannon is on a vehicle at the adjacent middle
// site, where P2 has two troopers; P2 also has a trooper in the battle.
const sc = () => game({
  phase: 'battle', players: [{ hand: ['Armor Penetrating'] }, {}],
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Trooper'], [{ card: 'Vehicle 1/1/1', name: 'tank' }, { card: 'Plain Trooper', name: 'there' }]] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[{ card: 'Vehicle 1/1/1', beneath: ['Test Long Cannon'] }],
      [{ card: 'Plain Trooper', name: 'c1' }, { card: 'Plain Trooper', name: 'c2' }]] },
    { card: 'Depots/Earther Depot', controller: P1, cards: [[], []] }],
  battle: { location: 'north', attacker: P1, step: 'window1' },
});
/** Armor Penetrating waits; the cannon damages the tank in the battle. */
const fired = () => sc().play('Armor Penetrating').resolve().expectCard('Armor Penetrating', { zone: 'lost' })
  .use('Test Long Cannon', { targets: ['tank'] }).resolve().expectCard('tank', { damaged: true });

describe('1U3 Armor Penetrating', () => {
  it('1U3 Armor Penetrating: the cannon damages the tank at the north site; two units at the cannon\'s site are damaged (EX-BATTLE-09, R-BATTLE-07, R-TRIG-09)', () => {
    fired().expectDecision('triggerTargets', P1).chooseTargets('c1', 'c2').resolve()
      .expectCard('c1', { damaged: true }).expectCard('c2', { damaged: true }).expectCard('there', { damaged: false });
  });
  it('1U3 Armor Penetrating: "up to two": one target is enough', () => {
    fired().chooseTargets('c1').resolve().expectCard('c1', { damaged: true }).expectCard('c2', { damaged: false });
  });
  it('1U3 Armor Penetrating: a unit in the battle but not at the weapon\'s site is not among the choices (R-TGT-04, R-EFF-07)', () => {
    fired().refuses('R-EFF-07').chooseTargets('there').chooseTargets('c1', 'c2');
  });
  it('1U3 Armor Penetrating: it waits for one damage only: once it has triggered, nothing waits (R-TRIG-09)', () => {
    const g = fired().chooseTargets('c1').resolve();
    expect(g.state.watchers).toEqual([]);
  });
});
