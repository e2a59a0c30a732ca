// Last Stand: in a battle at a target location, your casualties are cut by 5 for each Gongen support
// icon you have there.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

/** P1 loses 2 to 10 at `loc` (P2's power 10); the power step is over. */
const lost = (loc: string) => game({
  phase: 'battle', turnPlayer: P2, players: [{ hand: ['Last Stand'] }, {}],
  row: [{ card: loc, name: 'here', controller: P1, cards: [['Plain Trooper'], ['Unit 10/1/9']] }, { card: 'Gongland/Orbit', controller: P1 }],
  battle: { location: 'here', attacker: P2, step: 'window3' },
}).toStep('window4');

describe('2U44 Last Stand', () => {
  it('2U44 Last Stand: two Gongen icons of yours there: casualties 8 go to 0 (R-BSTEP-20)', () => {
    lost('Gongland/Shrine').expectBattle({ casualties: 8 }).pass(P2).play('Last Stand', { targets: ['here'] }).resolve()
      .expectBattle({ casualties: 0 }).expectLog('casualties go from 8 to 0');
  });
  it('2U44 Last Stand: no Gongen icon of yours there: casualties stay 8', () => {
    lost('Depots/Earther Depot').pass(P2).play('Last Stand', { targets: ['here'] }).resolve().expectBattle({ casualties: 8 });
  });
});
