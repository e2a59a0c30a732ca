// Arethusa/Remote Power Plant: a player with an inverted ship here generates 2 more energy here
// (either player; read for each side).
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';

const flip = (inverted: boolean): Entry => ({ card: 'Test Flip Ship', inverted });
const setup = (mine: Entry[], theirs: Entry[]) => game({
  phase: 'activate',
  row: [{ card: 'Arethusa/Remote Power Plant', controller: P1, cards: [mine, theirs] }],
});

describe('2C150 Arethusa/Remote Power Plant', () => {
  it('2C150 Arethusa/Remote Power Plant: your inverted ship: 1 + 2 icons + 2 = 5; the opponent with an upright one 1 + 1 = 2', () => {
    setup([flip(true)], [flip(false)]).expectActivationMax(P1, 5).expectActivationMax(P2, 2);
  });
  it('2C150 Arethusa/Remote Power Plant: the opponent\'s inverted ship gives them 2 more (1 + 1 + 2 = 4)', () => {
    setup([flip(false)], [flip(true)]).expectActivationMax(P1, 3).expectActivationMax(P2, 4);
  });
  it('2C150 Arethusa/Remote Power Plant: two inverted ships still give only 2', () => {
    setup([flip(true), flip(true)], []).expectActivationMax(P1, 5);
  });
  it('2C150 Arethusa/Remote Power Plant: activating 6 is refused (R-ACT-02), 5 is accepted', () => {
    setup([flip(true)], []).refuses('R-ACT-02').activate(6).activate(5).expectStack(1);
  });
});
