// Ganymede/Mining Platform: its controller, while controlling it, adds 1 to activation for every
// related location holding a ship or unit of theirs (never the platform itself: a location is not
// related to itself, R-LOC-06).
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const setup = (atPlatform: [string[], string[]], atMine: [string[], string[]], controller: Seat = P1) => game({
  phase: 'activate',
  row: [
    { card: 'Ganymede/Mining Platform', controller, cards: atPlatform },
    { card: 'Ganymede/Test Mine', controller: P2, cards: atMine },
    { card: 'Ganymede/Test Shaft', controller: P2 },
    { card: 'Callisto/Test Mine', controller: P2, cards: [['Plain Trooper'], []] },
  ],
});

describe('1U306 Ganymede/Mining Platform', () => {
  it('1U306 Ganymede/Mining Platform: controlled, with your unit at one related site: 1 + 2 + 1 + 1 + 1 icons + 1 = 7', () => {
    setup([['Plain Trooper'], []], [['Plain Trooper'], []]).expectActivationMax(P1, 7).expectActivationMax(P2, 6);
  });
  it('1U306 Ganymede/Mining Platform: a ship counts like a unit; an unrelated site with your unit gives nothing', () => {
    setup([['Plain Trooper'], []], [['Plain Fighter'], []]).expectActivationMax(P1, 7);
  });
  it('1U306 Ganymede/Mining Platform: with no unit of yours at a related location, only the icons (6)', () => {
    setup([['Plain Trooper'], []], [[], ['Plain Trooper']]).expectActivationMax(P1, 6);
  });
  it('1U306 Ganymede/Mining Platform: not while you don\'t control it (an opposing unit there): 6', () => {
    setup([['Plain Trooper'], ['Plain Trooper']], [['Plain Trooper'], []]).expectActivationMax(P1, 6);
  });
  it('1U306 Ganymede/Mining Platform: "you" is the player who played it: the other player controlling it gets nothing extra (6, 6)', () => {
    setup([['Plain Trooper'], []], [['Plain Trooper'], []], P2).expectActivationMax(P1, 6).expectActivationMax(P2, 6);
  });
});
