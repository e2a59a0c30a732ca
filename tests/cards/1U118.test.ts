// Clanton Rev I Missile: once a turn, pay 1: if the target opposing ship in a battle here has defense
// < D, damage it and retrieve a card.
import { describe, it } from 'vitest';
import { P1 } from '../kit/driver';
import { armed } from './_destinyWeapon';

const foe = [{ card: 'Plain Fighter', name: 'foe' }];
const shoot = { targets: ['foe'] };

describe('1U118 Clanton Rev I Missile', () => {
  it('1U118 Clanton Rev I Missile: destiny 4 beats defense 3: damaged, and a lost card is retrieved (R-ENERGY-11)', () => {
    armed('Clanton Rev I Missile', 4, foe, { sector: true }).use('Clanton Rev I Missile', shoot).resolve()
      .expectCard('foe', { damaged: true }).expectLog('retrieves');
  });
  it('1U118 Clanton Rev I Missile: destiny 3 does not beat defense 3: no damage, no retrieval', () => {
    armed('Clanton Rev I Missile', 3, foe, { sector: true }).use('Clanton Rev I Missile', shoot).resolve()
      .expectCard('foe', { damaged: false }).expectNotInLog('retrieves').expectPiles(P1, { active: 5 });
  });
});
