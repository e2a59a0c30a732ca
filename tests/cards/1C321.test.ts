// Seyal/Light Side: a ship of yours here adds a Shi support icon to your side of it (the printed
// icon stays on its controller's side).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';
import { iconsAt, wrecker } from './_icons';

const setup = (mine: string[], theirs: string[]) => game({
  phase: 'deploy',
  cards: { T41: wrecker('T41') },
  players: [{ hand: [{ card: 'T41', name: 'wreck' }] }, {}],
  row: [{ card: '1C321', name: 'loc', controller: 0, cards: [mine.map((c, i) => ({ card: c, name: `mine${i}` })), theirs] }],
});

describe('1C321 Seyal/Light Side', () => {
  it('1C321 Seyal/Light Side: with a ship of yours here your side has 1 printed + 1 = 2 Shi icons', () => {
    iconsAt(play(setup([T.fighter], [])), 'loc', 0, { Shi: 2 });
  });
  it('1C321 Seyal/Light Side: two ships still give only 1 more; a unit aboard is not a ship', () => {
    iconsAt(play(setup([T.fighter, T.capital], [])), 'loc', 0, { Shi: 2 });
  });
  it('1C321 Seyal/Light Side: without a ship of yours only the printed icon (1); the opponent\'s ship here does not count', () => {
    const r = play(setup([], [T.fighter]));
    iconsAt(r, 'loc', 0, { Shi: 1 });
    iconsAt(r, 'loc', 1, {});
  });
  it('1C321 Seyal/Light Side: "you" is the location\'s controller: the opponent\'s side gains nothing from their own ship', () => {
    const r = play(setup([T.fighter], [T.fighter]));
    iconsAt(r, 'loc', 0, { Shi: 2 });
    iconsAt(r, 'loc', 1, {});
  });
  it('1C321 Seyal/Light Side: when your only ship here is destroyed the extra icon is gone at once', () => {
    const r = play({ ...setup([T.fighter], []), actions: [{ type: 'play', seat: 0, card: '@wreck', targets: ['@mine0'] }, ...passes()],
      expect: { cards: { '@mine0': { zone: 'lost' } } } });
    iconsAt(r, 'loc', 0, { Shi: 1 });
  });
});
