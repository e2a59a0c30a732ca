// M44 Heavy Plasma Gun: once a turn, pay 1: damage the target opposing unit in a site battle here if
// its defense < D; once a turn, pay 3: destroy such a unit that is already damaged if its defense < D.
import { describe, it } from 'vitest';
import { P1 } from '../kit/driver';
import { armed } from './_destinyWeapon';

const foes = [{ card: 'Plain Officer', name: 'foe' }, { card: 'Plain Officer', name: 'hurt', damaged: true }];

describe('1R135 M44 Heavy Plasma Gun', () => {
  it('1R135 M44 Heavy Plasma Gun: pay 1, destiny 4 > 3: the officer is damaged', () => {
    armed('M44 Heavy Plasma Gun', 4, foes).use('M44 Heavy Plasma Gun', { ability: 'damage', targets: ['foe'] }).resolve()
      .expectCard('foe', { damaged: true }).expectPiles(P1, { active: 5 });
  });
  it('1R135 M44 Heavy Plasma Gun: pay 3, destiny 4 > 3: the damaged officer is destroyed; each ability once a turn (R-ABIL-03)', () => {
    armed('M44 Heavy Plasma Gun', 4, foes).use('M44 Heavy Plasma Gun', { ability: 'destroy', targets: ['hurt'] }).resolve()
      .expectCard('hurt', { zone: 'lost' }).expectPiles(P1, { active: 3 })
      .refuses('R-ABIL-03').use('M44 Heavy Plasma Gun', { ability: 'destroy', targets: ['foe'] });
  });
  it('1R135 M44 Heavy Plasma Gun: the destroying shot needs a damaged target (R-TGT-04)', () => {
    armed('M44 Heavy Plasma Gun', 4, foes).refuses('R-TGT-04').use('M44 Heavy Plasma Gun', { ability: 'destroy', targets: ['foe'] });
  });
});
