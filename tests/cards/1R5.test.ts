// Atlantis: +2 to your total power in each battle at a site related to its sector.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const battleAt = (loc: string) => game({
  phase: 'battle',
  row: [
    { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Atlantis'], ['Plain Fighter']] },
    { card: 'Farland/Outpost', name: 'far', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] },
  ],
  battle: { location: loc, attacker: P1, step: 'window3' },
}).toStep('window4');

describe('1R5 Atlantis', () => {
  it('1R5 Atlantis: in a battle at a related site your total power is 2 + 2 = 4', () => {
    battleAt('north').expectBattle({ power: [4, 2] });
  });
  it('1R5 Atlantis: no bonus at an unrelated site', () => {
    battleAt('far').expectBattle({ power: [2, 2] });
  });
});
