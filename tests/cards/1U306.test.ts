// Ganymede/Mining Platform: its controller, while controlling it, adds 1 to activation for every
// related location holding a ship or unit of theirs (never the platform itself: a location is not
// related to itself, R-LOC-06).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, T } from './_gqi';
import { site } from './_icons';

const setup = (atPlatform: [string[], string[]], atMine: [string[], string[]], controller: 0 | 1 = 0) => game({
  phase: 'activate',
  cards: { T40: site('T40', 'Ganymede/Test Mine'), T41: site('T41', 'Ganymede/Test Shaft'), T42: site('T42', 'Callisto/Test Mine') },
  row: [
    { card: '1U306', name: 'platform', controller, cards: atPlatform },
    { card: 'T40', name: 'mine', controller: 1, cards: atMine },
    { card: 'T41', name: 'shaft', controller: 1 },
    { card: 'T42', name: 'far', controller: 1, cards: [[T.trooper], []] },
  ],
});

describe('1U306 Ganymede/Mining Platform', () => {
  it('1U306 Ganymede/Mining Platform: controlled, with your unit at one related site: 1 + 2 + 1 + 1 + 1 icons + 1 = 7', () => {
    play({ ...setup([[T.trooper], []], [[T.trooper], []]), expect: { activationMax: { 0: 7, 1: 6 } } });
  });
  it('1U306 Ganymede/Mining Platform: a ship counts like a unit; an unrelated site with your unit gives nothing', () => {
    play({ ...setup([[T.trooper], []], [[T.fighter], []]), expect: { activationMax: { 0: 7 } } });
  });
  it('1U306 Ganymede/Mining Platform: with no unit of yours at a related location, only the icons (6)', () => {
    play({ ...setup([[T.trooper], []], [[], [T.trooper]]), expect: { activationMax: { 0: 6 } } });
  });
  it('1U306 Ganymede/Mining Platform: not while you don\'t control it (an opposing unit there): 6', () => {
    play({ ...setup([[T.trooper], [T.trooper]], [[T.trooper], []]), expect: { activationMax: { 0: 6 } } });
  });
  it('1U306 Ganymede/Mining Platform: "you" is the player who played it: the other player controlling it gets nothing extra (6, 6)', () => {
    play({ ...setup([[T.trooper], []], [[T.trooper], []], 1), expect: { activationMax: { 0: 6, 1: 6 } } });
  });
});
