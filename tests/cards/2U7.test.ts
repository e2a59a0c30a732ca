// Headlong Rush: move a target vehicle of yours at a site to the adjacent site where a battle is under way.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('2U7 Headlong Rush', () => {
  it('2U7 Headlong Rush: your tank at the neighbouring site joins the battle (not a movement action, R-ABIL-08)', () => {
    game({ phase: 'battle', players: [{ hand: ['Headlong Rush'] }, {}],
      row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] },
        { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[{ card: 'Plain Tank', name: 'near' }], []] },
        { card: 'Testland/South', name: 'south', controller: P1, cards: [[{ card: 'Plain Tank', name: 'far' }], []] }],
      battle: { location: 'north', attacker: P1, step: 'window1' } })
      .refuses('R-TGT-04').play('Headlong Rush', { targets: ['far'] })
      .play('Headlong Rush', { targets: ['near'] }).resolve().expectCard('near', { at: 'north' }).expectCard('Headlong Rush', { zone: 'lost' });
  });
});
