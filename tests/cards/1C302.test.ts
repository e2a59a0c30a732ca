// Ganymede/Forward Base: controlled by you with a kizen of yours there, it adds 2 to your total power in
// battles at each related site (not at the Forward Base itself).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';
import { site } from './_icons';

const setup = (atBase: [string[], string[]], battleAt = '@mine', baseController: 0 | 1 = 0) => game({
  phase: 'battle',
  cards: { T40: site('T40', 'Ganymede/Test Mine'), T41: site('T41', 'Callisto/Test Mine') },
  row: [
    { card: '1C302', name: 'base', controller: baseController, cards: atBase },
    { card: 'T40', name: 'mine', controller: 1, cards: [[T.trooper], [T.trooper]] },
    { card: 'T41', name: 'far', controller: 1, cards: [[T.trooper], [T.trooper]] },
  ],
  battle: { location: battleAt, attacker: 0, step: 'window3' },
  actions: passes(),
});

describe('1C302 Ganymede/Forward Base', () => {
  it('1C302 Ganymede/Forward Base: with your kizen at the base you control, 2 + 2 = 4 against 2 at a related site', () => {
    play({ ...setup([[T.kizen], []]), expect: { battle: { power: [4, 2], winner: 0 } } });
  });
  it('1C302 Ganymede/Forward Base: not at an unrelated site (2 against 2)', () => {
    play({ ...setup([[T.kizen], []], '@far'), expect: { battle: { power: [2, 2] } } });
  });
  it('1C302 Ganymede/Forward Base: a unit here that is no kizen gives nothing', () => {
    play({ ...setup([[T.trooper], []]), expect: { battle: { power: [2, 2] } } });
  });
  it('1C302 Ganymede/Forward Base: an opposing unit here means you don\'t control it: nothing', () => {
    play({ ...setup([[T.kizen], [T.trooper]]), expect: { battle: { power: [2, 2] } } });
  });
  it('1C302 Ganymede/Forward Base: a kizen of the player who did not play it gives that player nothing', () => {
    play({ ...setup([[T.kizen], []], '@mine', 1), expect: { battle: { power: [2, 2] } } });
  });
});
