// Faded: a bullet interrupt: a target kizen has +2 defense and can't be targeted by your opponent
// until the end of the turn.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = () => game({
  phase: 'battle',
  players: [{ hand: [{ card: 'Faded', name: 'first' }, { card: 'Faded', name: 'second' }] }, { hand: ['Power +1'] }],
  row: [{ card: 'Depots/Maverick Depot', name: 'site', controller: P1, cards: [['Plain Kizen'], ['Plain Trooper']] }],
  battle: { location: 'site', attacker: P1, step: 'window1' },
});

describe('1R123 Faded', () => {
  it('1R123 Faded: the kizen has defense 4 and the opponent can\'t target it (R-TGT-04); a second Faded this turn is refused (R-INTR-06)', () => {
    setup().play('first', { targets: ['Plain Kizen'] }).resolve()
      .expectCard('Plain Kizen', { defense: 4 })
      .refuses('R-INTR-06').play('second', { targets: ['Plain Kizen'] })
      .pass(P1).refuses('R-TGT-04').play('Power +1', { targets: ['Plain Kizen'], by: P2 });
  });
  it('1R123 Faded: without it the opponent may target the kizen', () => {
    setup().pass(P1).play('Power +1', { targets: ['Plain Kizen'], by: P2 }).resolve().expectCard('Plain Kizen', { power: 2 });
  });
});
