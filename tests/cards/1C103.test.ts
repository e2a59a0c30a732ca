// Spirit Theft: activate as much energy as a target damaged unit's defense.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = () => game({
  phase: 'battle',
  players: [{ hand: ['Spirit Theft'] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'site', controller: P1,
    cards: [['Plain Trooper'], [{ card: 'Plain Officer', name: 'hurt', damaged: true }, { card: 'Plain Wall', name: 'whole' }]] }],
  battle: { location: 'site', attacker: P1, step: 'window3' },
});

describe('1C103 Spirit Theft', () => {
  it('1C103 Spirit Theft: the damaged officer has defense 3: after paying 2, 3 energy go from the reserve to the active pile', () => {
    setup().play('Spirit Theft', { targets: ['hurt'] }).resolve()
      .expectPiles(P1, { active: 7, reserve: 3 }).expectCard('Spirit Theft', { zone: 'used' });
  });
  it('1C103 Spirit Theft: an undamaged unit is not a legal target (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').play('Spirit Theft', { targets: ['whole'] });
  });
});
