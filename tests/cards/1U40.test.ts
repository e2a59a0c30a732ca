// Orbital Bombardment: may go beneath an opponent's site; once a turn, lose 2: a unit in a battle at
// the site is damaged if a destiny plus the tactics of your ships at a target related sector beats
// its defense.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (ships: string[]) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'site', controller: P2, beneath: [['Orbital Bombardment'], []],
    cards: [['Plain Trooper'], [{ card: 'Unit 1/1/5', name: 'foe' }]] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [ships, []] }],
  battle: { location: 'site', attacker: P1, step: 'window2' },
});
const bombard = (ships: string[]) => sc(ships).use('Orbital Bombardment', { ability: 'damage', targets: ['foe', 'orbit'] }).lose('reserve').lose('reserve').resolve();

describe('1U40 Orbital Bombardment', () => {
  it('1U40 Orbital Bombardment: destiny 3 plus tactics 3 of your ship there is more than defense 5: damaged', () => {
    bombard(['Ship 1/3/1']).expectCard('foe', { damaged: true }).expectPiles(P1, { reserve: 3 });
  });
  it('1U40 Orbital Bombardment: with no ship there, 3 is not more than 5', () => {
    bombard([]).expectCard('foe', { damaged: false });
  });
  it('1U40 Orbital Bombardment: once each turn (R-ABIL-03)', () => {
    bombard(['Ship 1/3/1']).refuses('R-ABIL-03').use('Orbital Bombardment', { ability: 'damage', targets: ['foe', 'orbit'] });
  });
});
