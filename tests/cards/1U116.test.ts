// Chicken: a target unit being played adds none of its power to its player's total power for the
// rest of the turn.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = () => game({
  phase: 'deploy', turnPlayer: P2,
  players: [{ hand: ['Chicken'] }, { hand: [{ card: 'Unit 5/1/3', name: 'newcomer' }, { card: 'Plain Fighter', name: 'ship' }] }],
  row: [
    { card: 'Depots/Maverick Depot', name: 'depot', controller: P1 },
    { card: 'Testland/North', name: 'north', controller: P2, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P2, cards: [[], ['Plain Fighter']] },
  ],
});

describe('1U116 Chicken', () => {
  it('1U116 Chicken: the unit enters play, but its 5 power is left out of the battle: 2 against 2', () => {
    const g = setup().play('newcomer', { at: 'north' }).pass(P2);
    g.play('Chicken', { targets: [g.stackItem()] }).resolve().resolve().expectCard('newcomer', { zone: 'table', at: 'north' })
      .toPhase('battle', P2).attack('north', P2).resolve().toStep('window4').expectBattle({ power: [2, 2] }).expectLog('Chicken');
  });
  it('1U116 Chicken: without it the newcomer counts: 7 against 2', () => {
    setup().play('newcomer', { at: 'north' }).resolve().toPhase('battle', P2).attack('north', P2).resolve().toStep('window4').expectBattle({ power: [2, 7] });
  });
  it('1U116 Chicken: only a unit being played is a target, not a ship (R-TGT-04)', () => {
    const g = setup().play('ship', { at: 'orbit' }).pass(P2);
    g.refuses('R-TGT-04').play('Chicken', { targets: [g.stackItem()] });
  });
});
