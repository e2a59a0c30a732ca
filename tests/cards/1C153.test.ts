// Spassky Quickfire II: once a turn, pay 1: damage the target opposing unit in a site battle here if
// its defense < D + 1.
import { describe, it } from 'vitest';
import { P1 } from '../kit/driver';
import { armed } from './_destinyWeapon';

const foe = [{ card: 'Plain Officer', name: 'foe' }];
const shoot = { targets: ['foe'] };

describe('1C153 Spassky Quickfire II', () => {
  it('1C153 Spassky Quickfire II: destiny 3 + 1 = 4 beats defense 3: the officer is damaged; it cost 1', () => {
    armed('Spassky Quickfire II', 3, foe).use('Spassky Quickfire II', shoot).resolve().expectCard('foe', { damaged: true }).expectPiles(P1, { active: 5 });
  });
  it('1C153 Spassky Quickfire II: destiny 2 + 1 = 3 does not; once a turn (R-ABIL-03)', () => {
    armed('Spassky Quickfire II', 2, foe).use('Spassky Quickfire II', shoot).resolve().expectCard('foe', { damaged: false })
      .refuses('R-ABIL-03').use('Spassky Quickfire II', shoot);
  });
  it('1C153 Spassky Quickfire II: with no battle here there is no target (R-TGT-04)', () => {
    armed('Spassky Quickfire II', 3, foe, { battle: false }).refuses('R-TGT-04').use('Spassky Quickfire II', shoot);
  });
});
