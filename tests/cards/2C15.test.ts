// Patch Job: the next time a target unit of yours would be destroyed this turn, that is prevented and
// the unit is undamaged (R-REPL-03).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'battle', players: [{ hand: ['Patch Job'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', name: 'mine', damaged: true }, 'Plain Officer'], [{ card: 'Plain Trooper', name: 'theirs', damaged: true }]] }],
  battle: { location: 'here', attacker: P1, step: 'window5' },
});

describe('2C15 Patch Job', () => {
  it('2C15 Patch Job: the damaged trooper survives the end of the battle, undamaged; the card is lost (R-REPL-03)', () => {
    sc().play('Patch Job', { targets: ['mine'] }).resolve().expectCard('Patch Job', { zone: 'lost' }).endBattle()
      .expectCard('mine', { zone: 'table', damaged: false }).expectCard('theirs', { zone: 'lost' });
  });
  it("2C15 Patch Job: the opponent's unit is not a target (R-TGT-04)", () => {
    sc().refuses('R-TGT-04').play('Patch Job', { targets: ['theirs'] });
  });
});
