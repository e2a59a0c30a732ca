// Snap Switch: until the end of the turn, a target character at a location with your kizen has
// its tactics and defense switched; what would change one changes the other.
import { describe, expect, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy',
  players: [{ hand: ['Snap Switch'] }, {}],
  row: [
    { card: 'Depots/Maverick Depot', controller: P1, cards: [[], []] },
    { card: 'Testland/North', name: 'north', controller: P1,
      cards: [['Plain Kizen'], [{ card: 'Unit 2/1/6', name: 'foe', beneath: ['Advanced Research'] }]] },
    { card: 'Testland/Middle', controller: P1, cards: [[], [{ card: 'Unit 2/1/6', name: 'away' }]] },
  ],
});

describe('2R81 Snap Switch', () => {
  it('2R81 Snap Switch: a 2/1/6 with +2 tactics beneath it (3/3/6) becomes tactics 6, defense 3 (R-MOD-02)', () => {
    sc().expectCard('foe', { tactics: 3, defense: 6 })
      .play('Snap Switch', { targets: ['foe'] }).resolve()
      .expectCard('foe', { power: 4, tactics: 6, defense: 3 });
  });
  it('2R81 Snap Switch: the +2 to tactics now lands on defense: printed tactics 1 + 2 = 3', () => {
    const g = sc().play('Snap Switch', { targets: ['foe'] }).resolve();
    expect(g.stat('foe', 'defense').parts).toEqual([{ label: 'printed tactics', amount: 1 }, { label: 'Advanced Research', amount: 2 }]);
  });
  it('2R81 Snap Switch: a character where you have no kizen is no target (R-TGT-04)', () => {
    sc().refuses('R-TGT-04').play('Snap Switch', { targets: ['away'] });
  });
});
