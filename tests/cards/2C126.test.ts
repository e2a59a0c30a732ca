// Hekaton Flametongue: its fighter gets +1 power per related location you control; once a turn, pay
// 1: damage the target opposing ship in a battle here if its defense < D.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (topDestiny: number) => game({
  phase: 'battle', players: [{ reserve: [`Destiny ${topDestiny}`, ...energy(4)] }, {}],
  row: [{ card: 'Testland/North', controller: P1, cards: [['Plain Trooper'], []] }, { card: 'Testland/South', controller: P1, cards: [['Plain Trooper'], []] },
    { card: 'Testland/Middle', controller: P2, cards: [[], ['Plain Trooper']] }, { card: 'Farland/Outpost', controller: P1, cards: [['Plain Trooper'], []] },
    { card: 'Testland/Orbit', name: 'here', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'host', beneath: ['Hekaton Flametongue'] }], [{ card: 'Plain Fighter', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
});

describe('2C126 Hekaton Flametongue', () => {
  it('2C126 Hekaton Flametongue: you control two related sites (not the unrelated one, not the opponent\'s): the fighter has power 4', () => {
    sc(3).expectCard('host', { power: 4 });
  });
  it('2C126 Hekaton Flametongue: destiny 4 beats defense 3: damaged; once a turn (R-ABIL-03)', () => {
    sc(4).use('Hekaton Flametongue', { ability: 'damage', targets: ['foe'] }).resolve().expectCard('foe', { damaged: true })
      .refuses('R-ABIL-03').use('Hekaton Flametongue', { ability: 'damage', targets: ['foe'] });
  });
  it('2C126 Hekaton Flametongue: destiny 3 does not', () => {
    sc(3).use('Hekaton Flametongue', { ability: 'damage', targets: ['foe'] }).resolve().expectCard('foe', { damaged: false });
  });
});
