// Haggard Hulk: inverter; Scouting; pay 3: invert it (3/3/3 becomes 7/1/1).
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

describe('1U129 Haggard Hulk', () => {
  it('1U129 Haggard Hulk: Scouting: played at a sector with no energy icon on your side (R-KW-SCOUT-01)', () => {
    game({ phase: 'deploy', players: [{ hand: ['Haggard Hulk'] }, {}],
      row: [{ card: 'Depots/Maverick Depot', controller: P1 }, { card: 'Bareland/Void', name: 'void', controller: P1 }] })
      .play('Haggard Hulk', { at: 'void' }).resolve().expectCard('Haggard Hulk', { at: 'void' });
  });
  it('1U129 Haggard Hulk: pay 3: inverted, it is 7/1/1; with 2 energy it can\'t (R-PLAY-04)', () => {
    const at = (n: number) => game({ players: [{ active: energy(n) }, {}], row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Haggard Hulk'], []] }] });
    at(3).use('Haggard Hulk', { ability: 'invert' }).resolve().expectCard('Haggard Hulk', { inverted: true, power: 7, tactics: 1, defense: 1 });
    at(2).refuses('R-PLAY-04').use('Haggard Hulk', { ability: 'invert' });
  });
});
