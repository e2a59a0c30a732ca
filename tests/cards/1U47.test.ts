// Sudden Approach: a target unit being played can't move for the rest of the turn once it is in play.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = () => game({
  phase: 'deploy', turnPlayer: P2,
  players: [{ hand: ['Sudden Approach'] }, { hand: [{ card: 'Plain Trooper', name: 'newcomer' }, { card: 'Plain Fighter', name: 'ship' }] }],
  row: [
    { card: 'Depots/Earther Depot', name: 'depot', controller: P1 },
    { card: 'Testland/North', name: 'north', controller: P2, cards: [[], [{ card: 'Plain Trooper', name: 'old' }]] },
    { card: 'Testland/Middle', name: 'middle', controller: P2 },
    { card: 'Testland/Orbit', name: 'orbit', controller: P2, cards: [[], ['Plain Fighter']] },
  ],
});

describe('1U47 Sudden Approach', () => {
  it('1U47 Sudden Approach: the unit enters play but can\'t move this turn (R-GEN-03); another unit can', () => {
    const g = setup().play('newcomer', { at: 'north' }).pass(P2);
    g.play('Sudden Approach', { targets: [g.stackItem()] }).resolve().resolve()
      .expectCard('newcomer', { zone: 'table', at: 'north' })
      .toPhase('move', P2).refuses('R-GEN-03').move('newcomer', 'middle').move('old', 'middle').resolve().expectCard('old', { at: 'middle' });
  });
  it('1U47 Sudden Approach: only a unit being played is a target, not a ship (R-TGT-04)', () => {
    const g = setup().play('ship', { at: 'orbit' }).pass(P2);
    g.refuses('R-TGT-04').play('Sudden Approach', { targets: [g.stackItem()] });
  });
});
