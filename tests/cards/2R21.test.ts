// Rogan Hallard: an inverter with Piloting 2 on both sides; once a turn, inverting him undamages a
// target character of yours in a battle here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (inverted = false) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Rogan Hallard', inverted }, { card: 'Plain Trooper', name: 'hurt', damaged: true }],
      [{ card: 'Plain Trooper', name: 'foe', damaged: true }]] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
});
const aboard = (inverted: boolean) => game({
  row: [{ card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'ship', beneath: [{ card: 'Rogan Hallard', inverted }] }], []] }],
});

describe('2R21 Rogan Hallard', () => {
  it('2R21 Rogan Hallard: inverting him undamages your trooper in the battle here; he is now 2/4/4 (R-KW-INV-03)', () => {
    sc().use('Rogan Hallard', { ability: 'undamage', targets: ['hurt'] }).resolve()
      .expectCard('hurt', { damaged: false }).expectCard('Rogan Hallard', { inverted: true, power: 2, defense: 4 });
  });
  it("2R21 Rogan Hallard: the opponent's damaged unit is no target (R-TGT-04); his inverted side has no such ability (R-ABIL-01)", () => {
    sc().refuses('R-TGT-04').use('Rogan Hallard', { ability: 'undamage', targets: ['foe'] });
    sc(true).refuses('R-ABIL-01').use('Rogan Hallard', { ability: 'undamage', targets: ['hurt'] });
  });
  it('2R21 Rogan Hallard: Piloting 2 on either side: the 2/2 fighter he is aboard is 4/4', () => {
    aboard(false).expectCard('ship', { power: 4, tactics: 4 });
    aboard(true).expectCard('ship', { power: 4, tactics: 4 });
  });
});
