// Sheltered: as an additional cost, dismiss a unit of yours at a site; from your lost pile, play a
// target Gongen unit at that site for 3 less.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy', players: [{ hand: ['Sheltered'], lost: ['Plain Gongen Monk'] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'shrine', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'mine' }], []] },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'away' }], []] }],
});

describe('1R97 Sheltered', () => {
  it('1R97 Sheltered: the trooper is dismissed as it is played; the monk (cost 4) enters play there for 1 (EX-EFF-05)', () => {
    sc().play('Sheltered', { targets: ['shrine', 'mine', 'Plain Gongen Monk'] }).expectCard('mine', { zone: 'lost' })
      .resolve().resolve().expectCard('Plain Gongen Monk', { zone: 'table', at: 'shrine' })
      .expectPiles(P1, { active: 6 - 2 - 1 }).expectCard('Sheltered', { zone: 'lost' });
  });
  it('1R97 Sheltered: the unit dismissed must be at the site named (R-TGT-04)', () => {
    sc().refuses('R-TGT-04').play('Sheltered', { targets: ['shrine', 'away', 'Plain Gongen Monk'] });
  });
});
