// Ilna Guide: Piloting 1; while it is at a sector, each ship there with no piloting character
// aboard is tactics -1 (either player's ships).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const setup = (mine: Entry[], theirs: Entry[]) => game({
  phase: 'deploy',
  players: [{ hand: ['Test Wrecker'] }, {}],
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1, cards: [mine, theirs] },
    { card: 'Farland/Orbit', name: 'far', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'away' }], []] }],
});
const guided: Entry = { card: 'Plain Capital', name: 'cap', beneath: ['Ilna Guide'] };

describe('2C128 Ilna Guide', () => {
  it('2C128 Ilna Guide: aboard your capital (4/2) it pilots: 5/3; an unpiloted opposing fighter is tactics 2 - 1 = 1', () => {
    setup([guided], [{ card: 'Plain Fighter', name: 'f' }])
      .expectCard('cap', { power: 5, tactics: 3 }).expectCard('f', { tactics: 1, power: 2 });
  });
  it('2C128 Ilna Guide: your own unpiloted ship there is -1 too; a ship with a piloting character aboard is not', () => {
    setup([guided, { card: 'Plain Fighter', name: 'mine' }], [{ card: 'Plain Fighter', name: 'piloted', beneath: ['Plain Pilot'] }])
      .expectCard('mine', { tactics: 1 }).expectCard('piloted', { tactics: 4 });
  });
  it('2C128 Ilna Guide: ships at another sector are not affected', () => {
    setup([guided], []).expectCard('away', { tactics: 2 });
  });
  it('2C128 Ilna Guide: once it leaves play the ships are back to their tactics (capital 2, fighter 2)', () => {
    setup([guided], [{ card: 'Plain Fighter', name: 'f' }]).play('Test Wrecker', { targets: ['Ilna Guide'] }).resolve()
      .expectCard('Ilna Guide', { zone: 'lost' }).expectCard('cap', { tactics: 2 }).expectCard('f', { tactics: 2 });
  });
});
