// Ganymede/Forward Base: controlled by you with a kizen of yours there, it adds 2 to your total power in
// battles at each related site (not at the Forward Base itself).
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const powers = (atBase: [string[], string[]], battleAt = 'mine', baseController: Seat = P1) => game({
  phase: 'battle',
  row: [
    { card: 'Ganymede/Forward Base', controller: baseController, cards: atBase },
    { card: 'Ganymede/Test Mine', name: 'mine', controller: P2, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Callisto/Test Mine', name: 'far', controller: P2, cards: [['Plain Trooper'], ['Plain Trooper']] },
  ],
  battle: { location: battleAt, attacker: P1, step: 'window3' },
}).toStep('window4');

describe('1C302 Ganymede/Forward Base', () => {
  it('1C302 Ganymede/Forward Base: with your kizen at the base you control, 2 + 2 = 4 against 2 at a related site', () => {
    powers([['Plain Kizen'], []]).expectBattle({ power: [4, 2], winner: P1 });
  });
  it('1C302 Ganymede/Forward Base: not at an unrelated site (2 against 2)', () => {
    powers([['Plain Kizen'], []], 'far').expectBattle({ power: [2, 2] });
  });
  it('1C302 Ganymede/Forward Base: a unit here that is no kizen gives nothing', () => {
    powers([['Plain Trooper'], []]).expectBattle({ power: [2, 2] });
  });
  it('1C302 Ganymede/Forward Base: an opposing unit here means you don\'t control it: nothing', () => {
    powers([['Plain Kizen'], ['Plain Trooper']]).expectBattle({ power: [2, 2] });
  });
  it('1C302 Ganymede/Forward Base: a kizen of the player who did not play it gives that player nothing', () => {
    powers([['Plain Kizen'], []], 'mine', P2).expectBattle({ power: [2, 2] });
  });
});
