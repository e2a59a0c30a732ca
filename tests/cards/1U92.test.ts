// Plasma Cannon: its unit gets +1 defense. Once each turn, pay 1: reveal the top two cards of your
// reserve, choose whose destiny counts; damage a target opposing unit in a site battle here or at an
// adjacent site whose defense is below it.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';
import { picksTheFive, picksTheTwo, shootout } from './_revealTwo';

const nextDoor = (adjacent: boolean) => game({
  phase: 'battle', players: [{ reserve: ['Destiny 2', 'Destiny 5', ...energy(4)] }, {}],
  row: [
    { card: 'Testland/North', name: 'north', controller: P1, cards: [[{ card: 'Plain Trooper', beneath: ['Plasma Cannon'] }], []] },
    { card: adjacent ? 'Testland/Middle' : 'Farland/Outpost', name: 'fight', controller: P1, cards: [['Plain Trooper'], [{ card: 'Plain Officer', name: 'foe' }]] },
  ],
  battle: { location: 'fight', attacker: P1, step: 'window1' },
});

describe('1U92 Plasma Cannon', () => {
  it('1U92 Plasma Cannon: its trooper is defense 2 + 1', () => {
    shootout('Plasma Cannon').expectCard('host', { defense: 3 });
  });
  it('1U92 Plasma Cannon: choosing the 5 damages the officer here; choosing the 2 does not', () => {
    picksTheFive(shootout('Plasma Cannon'), 'Plasma Cannon');
    picksTheTwo(shootout('Plasma Cannon'), 'Plasma Cannon');
  });
  it('1U92 Plasma Cannon: a unit in a site battle at an adjacent site is a target (R-LOC-11); at a site not adjacent it is not (R-TGT-04)', () => {
    nextDoor(true).use('Plasma Cannon', { ability: 'damage', targets: ['foe'] }).resolve().pick('Destiny 5').pick('Destiny 2')
      .expectCard('foe', { damaged: true });
    nextDoor(false).refuses('R-TGT-04').use('Plasma Cannon', { ability: 'damage', targets: ['foe'] });
  });
});
