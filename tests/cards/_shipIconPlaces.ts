// The tests shared by Seyal/Light Side (Shi) and Themis/Mobile Asteroid (Maverick): a ship of
// yours here adds a support icon of the faction to your side of the location (the printed icon
// stays on its controller's side).
import { describe, it } from 'vitest';
import type { Faction } from '../../src/engine/cards/types';
import { game, P1, P2 } from '../kit/driver';

export function shipIconPlaceTests(number: string, title: string, faction: Faction): void {
  const name = `${number} ${title}`;
  const setup = (mine: string[], theirs: string[]) => game({
    phase: 'deploy',
    players: [{ hand: ['Test Wrecker'] }, {}],
    row: [{ card: title, name: 'loc', controller: P1, cards: [mine.map((c, i) => ({ card: c, name: `mine${i}` })), theirs] }],
  });

  describe(name, () => {
    it(`${name}: with a ship of yours here your side has 1 printed + 1 = 2 ${faction} icons`, () => {
      setup(['Plain Fighter'], []).expectSupportIcons('loc', P1, { [faction]: 2 });
    });
    it(`${name}: two ships still give only 1 more; a unit aboard is not a ship`, () => {
      setup(['Plain Fighter', 'Plain Capital'], []).expectSupportIcons('loc', P1, { [faction]: 2 });
    });
    it(`${name}: without a ship of yours only the printed icon (1); the opponent's ship here does not count`, () => {
      setup([], ['Plain Fighter']).expectSupportIcons('loc', P1, { [faction]: 1 }).expectSupportIcons('loc', P2, {});
    });
    it(`${name}: "you" is the location's controller: the opponent's side gains nothing from their own ship`, () => {
      setup(['Plain Fighter'], ['Plain Fighter']).expectSupportIcons('loc', P1, { [faction]: 2 }).expectSupportIcons('loc', P2, {});
    });
    it(`${name}: when your only ship here is destroyed the extra icon is gone at once`, () => {
      setup(['Plain Fighter'], []).play('Test Wrecker', { targets: ['mine0'] }).resolve()
        .expectCard('mine0', { zone: 'lost' }).expectSupportIcons('loc', P1, { [faction]: 1 });
    });
  });
}
