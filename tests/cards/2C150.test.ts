// Arethusa/Remote Power Plant: a player with an inverted ship here generates 2 more energy here
// (either player; read for each side).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game } from './_gqi';
import { inverter } from './_icons';

const flip = (inverted: boolean) => ({ card: 'T40', inverted });
const setup = (mine: { card: string; inverted: boolean }[], theirs: { card: string; inverted: boolean }[], controller: 0 | 1 = 0) => game({
  phase: 'activate',
  cards: { T40: inverter('T40', 'SHIP') },
  row: [{ card: '2C150', name: 'plant', controller, cards: [mine, theirs] }],
});

describe('2C150 Arethusa/Remote Power Plant', () => {
  it('2C150 Arethusa/Remote Power Plant: your inverted ship: 1 + 2 icons + 2 = 5; the opponent with an upright one 1 + 1 = 2', () => {
    play({ ...setup([flip(true)], [flip(false)]), expect: { activationMax: { 0: 5, 1: 2 } } });
  });
  it('2C150 Arethusa/Remote Power Plant: the opponent\'s inverted ship gives them 2 more (1 + 1 + 2 = 4)', () => {
    play({ ...setup([flip(false)], [flip(true)]), expect: { activationMax: { 0: 3, 1: 4 } } });
  });
  it('2C150 Arethusa/Remote Power Plant: two inverted ships still give only 2', () => {
    play({ ...setup([flip(true), flip(true)], []), expect: { activationMax: { 0: 5 } } });
  });
  it('2C150 Arethusa/Remote Power Plant: activating 6 is refused (R-ACT-02), 5 is accepted', () => {
    play({ ...setup([flip(true)], []), actions: [{ type: 'activate', seat: 0, amount: 6, refused: 'R-ACT-02' },
      { type: 'activate', seat: 0, amount: 5 }] });
  });
});
